/** The name of the status the build plugin posts on each production build's commit. */
export const statusContext: string;
