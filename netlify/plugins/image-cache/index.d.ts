/** The part of Netlify's build plugin arguments this plugin uses. */
interface PluginArguments {
  inputs: { paths: readonly string[] };
  utils: {
    cache: {
      restore(path: string): Promise<boolean>;
      save(path: string): Promise<boolean>;
    };
  };
}

export function onPreBuild(args: PluginArguments): Promise<void>;
export function onPostBuild(args: PluginArguments): Promise<void>;
