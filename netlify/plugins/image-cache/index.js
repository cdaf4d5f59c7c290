// Keeps the image pipeline's outputs between Netlify builds, so a build after
// the editor adds one photo encodes only that photo (decision 034). Netlify
// hands every build plugin its cache as `utils.cache` (@netlify/cache-utils):
// restore does nothing on the first build or when the folder already exists;
// save runs once the build command has succeeded. The folders are the plugin's
// `paths` input in netlify.toml.

export const onPreBuild = async ({ inputs, utils }) => {
  for (const path of inputs.paths) {
    const restored = await utils.cache.restore(path);
    console.log(`image-cache: ${path} ${restored ? "restored" : "not in the cache yet"}`);
  }
};

export const onPostBuild = async ({ inputs, utils }) => {
  for (const path of inputs.paths) {
    const saved = await utils.cache.save(path);
    console.log(`image-cache: ${path} ${saved ? "saved" : "missing, not saved"}`);
  }
};
