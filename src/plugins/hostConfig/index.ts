import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  formatHeadersFile,
  formatRedirectsFile,
  headerRules,
  inlineScriptHashes,
  redirectPageTarget,
  redirectRules,
  siteOutDir,
} from './utils';

export interface HostConfigOptions {
  /** Moved pages, as default-language paths; `_redirects` gets them in every language. */
  redirects?: ReadonlyArray<{from: string; to: string}>;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      files.push(...(await htmlFiles(full)));
    } else if (entry.isFile() && entry.name.endsWith('.html')) {
      files.push(full);
    }
  }
  return files;
}

/**
 * Writes `_headers` and `_redirects` (with the moved pages of the `redirects`
 * option) for Netlify-style hosts at the root of the
 * build. postBuild runs once per locale, default locale first (its build
 * empties the output folder), each other locale into its subfolder: every run
 * scans the HTML of the whole site built so far and rewrites both files, so
 * after the last locale they cover every page of every language.
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
      const hashes = new Set<string>();
      for (const file of await htmlFiles(root)) {
        const html = await fs.readFile(file, 'utf8');
        // The redirect pages (written meanwhile by plugin-client-redirects) lose their
        // inline script in scripts/finish-build.ts: the policy needs no hash for it.
        if (redirectPageTarget(html) !== null) {
          continue;
        }
        for (const hash of inlineScriptHashes(html)) {
          hashes.add(hash);
        }
      }
      const localePaths = i18n.locales
        .filter((locale) => locale !== i18n.defaultLocale)
        .map(localePath);
      await fs.writeFile(
        path.join(root, '_headers'),
        formatHeadersFile(headerRules({scriptHashes: [...hashes], localePaths})),
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
