/**
 * The build's first step: reads every file under content/ and checks it
 * against the schema (app/content/schema.ts) and the rules between files.
 * On a problem it prints each one, naming the file and the field, and stops
 * the build, so a broken entry never reaches the live site. A fact the
 * company does not know yet (content/company.json) is a warning, not a stop.
 */
import path from "node:path";
import { ContentError, loadContent } from "../app/content/content.server";
import { contentDir } from "../app/folders.server";

try {
  const { projects, diary, articles, videos, images, drafts, warnings } = loadContent();
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const kept = drafts.length
    ? `, and ${drafts.length} draft${drafts.length === 1 ? "" : "s"} kept off the site`
    : "";
  console.log(
    `content: ${projects.length} projects, ${diary.length} diary entries, ${articles.length} articles, ${videos.length} videos and ${images.size} images checked in ${path.relative(process.cwd(), contentDir()) || "."}/${kept}`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
