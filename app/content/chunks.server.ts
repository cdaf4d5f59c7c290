// What scripts/vite/content-chunks.ts makes into chunks of their own: each
// function gives one language's data, the same the pages' loaders would send.
export { articleBodies, newsPageData } from "./news/page-data.server";
export { homeSections } from "./pages.server";
