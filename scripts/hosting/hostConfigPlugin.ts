import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listFiles} from '../lib/files';
import {inlineCodeHashes} from './csp';
import {formatHeadersFile, formatRedirectsFile, headerRules, redirectRules} from './hostFiles';
import {refreshTarget} from './pageHtml';

export interface HostConfigOptions {
  /** Moved pages, as default-language paths; `_redirects` gets them in every language. */
  redirects?: ReadonlyArray<{from: string; to: string}>;
}

/**
 * The folder of the whole site from the output folder of the locale being
 * built: Docusaurus writes the default locale to the root and each other
 * locale to a subfolder named after its URL segment (`build/zh`).
 */
export function siteOutDir(
  outDir: string,
  {isDefaultLocale, localePath}: {isDefaultLocale: boolean; localePath: string},
): string {
  if (isDefaultLocale) {
    return path.resolve(outDir);
  }
  const depth = localePath.split('/').filter(Boolean).length;
  return path.resolve(outDir, ...Array<string>(depth).fill('..'));
}

/**
 * Writes `_headers` and `_redirects` (with the moved pages of the `redirects`
 * option) for Netlify-style hosts at the root of the build. postBuild runs
 * once per locale, default locale first (its build empties the output
 * folder), each other locale into its subfolder: every run scans the HTML of
 * the whole site built so far and rewrites both files, so after the last
 * locale they cover every page of every language.
 */
export default function hostConfigPlugin(
  context: LoadContext,
  {redirects = []}: HostConfigOptions = {},
): Plugin {
  const {i18n} = context;
  const localePath = (locale: string) => i18n.localeConfigs[locale]?.path ?? locale;
  return {
    name: 'host-config',
    async postBuild({outDir}) {
      const root = siteOutDir(outDir, {
        isDefaultLocale: i18n.currentLocale === i18n.defaultLocale,
        localePath: localePath(i18n.currentLocale),
      });
      const pages: string[] = [];
      for (const file of listFiles(root).filter((name) => name.endsWith('.html'))) {
        pages.push(await fs.readFile(path.join(root, file), 'utf8'));
      }
      // The redirect pages (written meanwhile by plugin-client-redirects) lose their
      // inline script in finish-build.ts: the policy needs no hash for it.
      const hashes = inlineCodeHashes(pages.filter((html) => refreshTarget(html) === null));
      const localePaths = i18n.locales
        .filter((locale) => locale !== i18n.defaultLocale)
        .map(localePath);
      await fs.writeFile(
        path.join(root, '_headers'),
        formatHeadersFile(headerRules({hashes, localePaths})),
      );
      await fs.writeFile(
        path.join(root, '_redirects'),
        formatRedirectsFile(
          redirectRules({
            defaultLocalePath: localePath(i18n.defaultLocale),
            localePaths,
            pageRedirects: redirects,
          }),
        ),
      );
    },
  };
}
