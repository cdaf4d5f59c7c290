/**
 * Reading Vite's build manifest (`.vite/manifest.json`), which maps each
 * source module to the chunk it became and the chunks that chunk imports.
 */

export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The URLs a module needs before it can run: its own chunk, then every chunk
 * it imports statically, depth first. Throws when the module is not in the
 * manifest, so a renamed file fails the build instead of being left out.
 */
export function chunkUrls(manifest: ViteManifest, source: string): string[] {
  const urls: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    const url = `/${chunk.file}`;
    if (urls.includes(url)) return;
    urls.push(url);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return urls;
}
