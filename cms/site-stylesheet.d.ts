/** The address of the site's own stylesheet in this build (cms/vite.config.ts). */
declare module "virtual:site-stylesheet" {
  const address: string;
  export default address;
}
