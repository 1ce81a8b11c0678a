import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Settings only the build reads: the presets, plugins and themes with all their options. */
const BUILD_ONLY_KEYS = ['presets', 'plugins', 'themes'] as const;

/**
 * The site config as pages read it (`useDocusaurusContext().siteConfig`).
 * Docusaurus writes the whole config into the bundle every page loads first
 * (main.js), with the options of every plugin, preset and theme: the redirect
 * table twice, the search and remark options, which no page reads; and the
 * Prism themes, which reach pages as the code themes' stylesheet
 * (src/plugins/codeHighlight). The pages get the config without them, through
 * an alias on the generated module.
 */
export default function clientSiteConfigPlugin(context: LoadContext): Plugin {
  const clientConfig = path.join(context.generatedFilesDir, 'client-site-config', 'config.mjs');
  return {
    name: 'client-site-config',
    configureWebpack() {
      const {siteConfig} = context;
      const {
        theme: _theme,
        darkTheme: _darkTheme,
        ...prism
      } = siteConfig.themeConfig.prism as Record<string, unknown>;
      const config = {
        ...Object.fromEntries(
          Object.entries(siteConfig).filter(
            ([key]) => !(BUILD_ONLY_KEYS as readonly string[]).includes(key),
          ),
        ),
        themeConfig: {...siteConfig.themeConfig, prism},
      };
      fs.mkdirSync(path.dirname(clientConfig), {recursive: true});
      fs.writeFileSync(clientConfig, `export default ${JSON.stringify(config)};\n`);
      return {
        resolve: {
          alias: {
            // What `@generated/docusaurus.config` resolves to once Docusaurus' `@generated` alias is applied.
            [path.join(context.generatedFilesDir, 'docusaurus.config')]: clientConfig,
          },
        },
      };
    },
  };
}
