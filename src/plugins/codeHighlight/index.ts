import type {Plugin} from '@docusaurus/types';

/**
 * Code is highlighted at build time (./remark.ts), so theme-classic's client
 * module that loads Prism and its extra languages into every page is left out
 * of the bundle (about 28 KB gzip and 200 ms of a slow phone's main thread). Code that comes without tokens loads Prism on its own
 * (src/components/PrismTokens).
 */
export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages')]: false,
          },
        },
      };
    },
  };
}
