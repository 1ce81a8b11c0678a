import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss, darkCodeTheme, lightCodeTheme} from '../../features/codeBlocks/codeThemes';

/**
 * Code is highlighted into HTML at build time (./remark.ts), so theme-classic's
 * client module that loads Prism and its extra languages into every page is
 * left out of the bundle (about 28 KB gzip and 200 ms of a slow phone's main
 * thread). Code that comes without its HTML loads Prism on its own
 * (src/features/codeBlocks/PrismHtml).
 *
 * The colours of the code themes are a stylesheet written here from the
 * themes, so tokens and blocks carry class names instead of inline styles.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'code-themes.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, `${codeThemeCss(lightCodeTheme, darkCodeTheme)}\n`);
  return {
    name: 'code-highlight',
    getClientModules() {
      return [stylesheet];
    },
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
