import { bungalows } from "./bungalows";
import { cascada } from "./cascada";
import { cielo } from "./cielo";
import { hillside } from "./hillside";
import { horizonte } from "./horizonte";
import { hotel } from "./hotel";
import type { Project } from "./kit";
import { lasPalmas } from "./las-palmas";
import { nave } from "./nave";
import { plaza } from "./plaza";

export const projects: Record<string, Project> = {
  "coast-hillside": hillside,
  "casa-horizonte": horizonte,
  "villa-las-palmas": lasPalmas,
  "casa-cascada": cascada,
  "bungalows-playa-hermosa": bungalows,
  "villa-cielo": cielo,
  "plaza-teresa": plaza,
  "hotel-selva": hotel,
  "nave-industrial-san-jose": nave,
};
