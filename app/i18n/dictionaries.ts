import { en } from "./messages/en";
import { es } from "./messages/es";
import { provideDictionary } from "./translate";

// Both languages at once, for pre-rendering and tests. The browser instead
// loads only its page's language (load-dictionary.ts).
provideDictionary("en", en);
provideDictionary("es", es);
