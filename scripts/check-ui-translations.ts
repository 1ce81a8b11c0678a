/**
 * Fails when `docusaurus write-translations --locale zh` would leave a UI string
 * untranslated: an id in the code, the theme or the config (navbar, footer,
 * sidebar labels) that i18n/zh lacks, or a zh entry still equal to its English
 * default (product names and numbers allowed). It runs write-translations' own
 * extraction in memory, so it writes nothing.
 * Usage: tsx scripts/check-ui-translations.ts
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {getPluginI18nPath, globTranslatableSourceFiles} from '@docusaurus/utils';
import type {InitializedPlugin} from '@docusaurus/types';
// write-translations' own building blocks (Docusaurus 3.10): there is no public
// API to compute its output without writing it.
import {loadContext} from '@docusaurus/core/lib/server/site';
import {initPlugins} from '@docusaurus/core/lib/server/plugins/init';
import {extractSiteSourceCodeTranslations} from '@docusaurus/core/lib/server/translations/translationsExtractor';
import {loadPluginsDefaultCodeTranslationMessages} from '@docusaurus/core/lib/server/translations/translations';
import {
  checkTranslationFile,
  formatProblem,
  parseTranslationContent,
  unusedIds,
  type TranslationContent,
  type TranslationFileCheck,
} from './lib/uiTranslationsUtils';

const SITE_DIR = path.resolve(__dirname, '..');
const LOCALE = 'zh';

async function readContent(file: string): Promise<TranslationContent | null> {
  try {
    return parseTranslationContent(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** write-translations extracts theme-common's strings through this same exception. */
async function themeCommonFiles(): Promise<string[]> {
  try {
    return await globTranslatableSourceFiles([
      path.dirname(require.resolve('@docusaurus/theme-common')),
    ]);
  } catch {
    return [];
  }
}

function withOverrides(
  defaults: TranslationContent,
  overrides: TranslationContent | null,
): TranslationContent {
  return Object.fromEntries(
    Object.entries(defaults).map(([id, entry]) => [
      id,
      {...entry, message: overrides?.[id]?.message ?? entry.message},
    ]),
  );
}

async function pluginFileChecks(
  plugin: InitializedPlugin,
  localizationDir: string,
): Promise<TranslationFileCheck[]> {
  if (!plugin.getTranslationFiles) {
    return [];
  }
  const content = await plugin.loadContent?.();
  const translationFiles = await plugin.getTranslationFiles({content});
  const dir = getPluginI18nPath({
    localizationDir,
    pluginName: plugin.name,
    pluginId: plugin.options.id,
  });
  return Promise.all(
    translationFiles.map(async (translationFile) => {
      const file = path.join(dir, `${translationFile.path}.json`);
      return {
        file: path.relative(SITE_DIR, file),
        expected: translationFile.content,
        actual: await readContent(file),
      };
    }),
  );
}

async function main(): Promise<void> {
  const context = await loadContext({siteDir: SITE_DIR, locale: LOCALE});
  const plugins = await initPlugins(context);
  const extracted = await extractSiteSourceCodeTranslations({
    siteDir: SITE_DIR,
    plugins,
    extraSourceCodeFilePaths: await themeCommonFiles(),
  });
  const codeFile = path.join(context.localizationDir, 'code.json');
  // What English readers see: the English defaults, with i18n/en/code.json's overrides.
  const englishOverrides = await readContent(path.join(SITE_DIR, 'i18n/en/code.json'));
  const checks: TranslationFileCheck[] = [
    {
      file: path.relative(SITE_DIR, codeFile),
      expected: withOverrides(extracted, englishOverrides),
      actual: await readContent(codeFile),
      localeDefaults: await loadPluginsDefaultCodeTranslationMessages(plugins),
    },
    ...(
      await Promise.all(plugins.map((plugin) => pluginFileChecks(plugin, context.localizationDir)))
    ).flat(),
  ];

  const problems = checks.flatMap((check) => checkTranslationFile(check));
  const ids = checks.reduce((total, check) => total + Object.keys(check.expected).length, 0);
  for (const check of checks) {
    const unused = unusedIds(check);
    if (unused.length > 0) {
      console.log(`Unused ids in ${check.file} (safe to delete): ${unused.join(', ')}`);
    }
  }
  if (problems.length > 0) {
    console.error(`Untranslated UI strings for "${LOCALE}":`);
    for (const problem of problems) {
      console.error(formatProblem(problem));
    }
    console.error(
      `\n${problems.length} of ${ids} UI strings need a translation: run \`npm run write-translations\`, then translate the entries above (see README.md, "For translators").`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(
    `All ${ids} UI strings of ${checks.length} translation files are translated for "${LOCALE}".`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
