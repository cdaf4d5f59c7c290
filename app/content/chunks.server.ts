// What scripts/vite/content-chunks.ts makes into a chunk of its own: one
// language's news list, the same the list's loader would send.
export { newsPageData } from "./news/page-data.server";
