import { entryAddresses } from "../../lib/build-diary";
import { content, type DiaryEntry, type Project } from "../content.server";

// Which build diary pages there are: read by the page inventory (and so by
// react-router.config.ts, outside Vite) as well as by the diary's loaders,
// so it imports nothing but the content, by relative paths.

/** One project's entries, newest first, each with its address under the diary. */
export function entriesOf(project: Project): { entry: DiaryEntry; address: string }[] {
  const entries = content().diary.filter((entry) => entry.project === project.key);
  const addresses = entryAddresses(entries);
  return entries.map((entry) => ({ entry, address: addresses.get(entry.key)! }));
}

/** Every entry's page, for the page inventory: its project, its address and its day. */
export function diaryPages(): { project: Project; address: string; date: string }[] {
  return content().projects.flatMap((project) =>
    entriesOf(project).map(({ entry, address }) => ({ project, address, date: entry.date })),
  );
}

/** The projects that have a diary, whose feeds the build writes. */
export function projectsWithDiary(): Project[] {
  const keys = new Set(content().diary.map((entry) => entry.project));
  return content().projects.filter((project) => keys.has(project.key));
}
