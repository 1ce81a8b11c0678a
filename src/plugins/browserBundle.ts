import type {Plugin} from '@docusaurus/types';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

/**
 * A plugin's `configureWebpack` that changes the browser bundle only: the
 * server build, which renders every page's HTML, stays as Docusaurus makes it.
 */
export function browserBundleOnly(configure: () => ReturnType<ConfigureWebpack>): ConfigureWebpack {
  return (_config, isServer) => (isServer ? {} : configure());
}
