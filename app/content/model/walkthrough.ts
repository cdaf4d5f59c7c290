import { z } from "zod";
import { youtubeId } from "../../lib/video";
import { image } from "../fields";
import { stillToConfirm } from "../launch";
import { youtubeRule } from "../rules";

/**
 * A video on YouTube, named by its link or its id as the owner pastes it;
 * the site keeps its id. A project's walkthrough and a news video name
 * theirs the same way.
 */
export const youtubeVideo = z
  .string({ error: `paste the video's YouTube link or its id, e.g. https://youtu.be/M7lc1UVf-VE` })
  .regex(youtubeRule.pattern, {
    error:
      "this is not a YouTube video: paste its link (https://www.youtube.com/watch?v=… or https://youtu.be/…) or its 11-character id",
  })
  .transform((text) => youtubeId(text)!)
  .meta({
    label: { en: "YouTube video", es: "Video de YouTube" },
    hint: {
      en: "On YouTube, tap Share under the video and paste the link here, e.g. https://youtu.be/M7lc1UVf-VE.",
      es: "En YouTube, toque Compartir debajo del video y pegue aquí el enlace, p. ej. https://youtu.be/M7lc1UVf-VE.",
    },
    mismatch: youtubeRule.message,
  });

const walkthroughFields = {
  youtube: youtubeVideo.meta({
    unlocks: {
      en: "Shown on the project's page and in its dialog once it is this project's own video and unticked: until then the walk-through stays off the site.",
      es: "Aparece en la página del proyecto y en su ventana cuando sea el video de este proyecto y esté desmarcado: mientras tanto, el recorrido no se muestra en el sitio.",
    },
  }),
  poster: image("projects")
    .optional()
    .meta({
      label: { en: "Poster", es: "Portada del video" },
      hint: {
        en: "Optional: the photo shown until the video plays, in the shape of a video (16:9). Without one, the project's cover is shown.",
        es: "Opcional: la foto que se ve hasta que el video empieza, con forma de video (16:9). Si no hay, se usa la portada del proyecto.",
      },
    }),
};

/**
 * content/projects/<folder>/index.en.md, `walkthrough`: a video of the
 * project, shown as a poster from the site's own images that loads YouTube's
 * player only when a visitor taps it (docs/decisions/064). A sample video
 * standing in for the project's own is listed in `unconfirmed` until the
 * owner replaces it, and stays off the site meanwhile (docs/decisions/085):
 * the launch checklist lists it.
 */
export const walkthrough = z
  .strictObject(
    { unconfirmed: stillToConfirm(walkthroughFields, ["youtube"]), ...walkthroughFields },
    { error: "give the walkthrough video's YouTube link (youtube:)" },
  )
  .optional()
  .meta({
    label: { en: "Video walk-through", es: "Recorrido en video" },
    hint: {
      en: "Optional: a video of the project on YouTube. The page shows a photo with a play button and loads the video only when a visitor taps it.",
      es: "Opcional: un video del proyecto en YouTube. La página muestra una foto con un botón para reproducir y carga el video solo cuando el visitante lo toca.",
    },
    rarelyNeeded: true,
  });
