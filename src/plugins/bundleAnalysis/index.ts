import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {browserBundleOnly} from '../browserBundle';

export interface BundleAnalysisOptions {
  /** Where Rsdoctor writes its report, relative to the site's folder. */
  reportDir: string;
}

/** The part of `@rsdoctor/rspack-plugin` this plugin uses. */
interface RsdoctorModule {
  RsdoctorRspackPlugin: new (options: object) => {apply(compiler: unknown): void};
}

/**
 * Rsdoctor's bundle analysis of the browser build (`npm run analyze`): which
 * modules each chunk holds, their sizes raw and gzip, and why each module is
 * in the bundle. Only its bundle feature: the loader and plugin timings would
 * slow the build down for figures this report is not for. The report is one
 * HTML file per language that opens without a server. docusaurus.config.ts
 * adds this plugin only when `BUNDLE_ANALYSIS` is set, as `npm run analyze` does.
 */
export default function bundleAnalysisPlugin(
  context: LoadContext,
  {reportDir}: BundleAnalysisOptions,
): Plugin {
  // Rsdoctor lives in tools/, which `npm run analyze` installs: the site and its tests do without it.
  const {RsdoctorRspackPlugin} = createRequire(path.join(context.siteDir, 'tools/package.json'))(
    '@rsdoctor/rspack-plugin',
  ) as RsdoctorModule;
  return {
    name: 'bundle-analysis',
    configureWebpack: browserBundleOnly(() => ({
      plugins: [
        new RsdoctorRspackPlugin({
          disableClientServer: true,
          features: ['bundle'],
          output: {
            mode: 'brief',
            reportDir: path.resolve(context.siteDir, reportDir, context.i18n.currentLocale),
            options: {
              type: ['html'],
              htmlOptions: {reportHtmlName: 'report.html', writeDataJson: false},
            },
          },
        }),
      ],
    })),
  };
}
