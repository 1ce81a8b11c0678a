import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LocaleMessagesGlobalData} from '../../features/notFound/localeUtils';

export interface LocaleMessagesOptions {
  /** The `translate()` ids whose other-language messages a page needs. */
  ids: string[];
}

/**
 * Ships a few UI strings of the *other* languages with each build. Hosts that
 * serve the root 404.html for every miss show the English build on `/zh/…`
 * paths; with these, that page can still speak Chinese.
 */
export default function localeMessagesPlugin(
  context: LoadContext,
  options: LocaleMessagesOptions,
): Plugin {
  return {
    name: 'locale-messages',
    async contentLoaded({actions}) {
      const {i18n, siteDir} = context;
      const messages: LocaleMessagesGlobalData['messages'] = {};
      for (const locale of i18n.locales.filter((other) => other !== i18n.currentLocale)) {
        const file = path.join(siteDir, 'i18n', locale, 'code.json');
        const table = JSON.parse(await fs.readFile(file, 'utf8')) as Record<
          string,
          {message: string}
        >;
        messages[locale] = Object.fromEntries(
          options.ids.map((id) => {
            const entry = table[id];
            if (!entry) {
              throw new Error(`${path.relative(siteDir, file)} has no message for "${id}"`);
            }
            return [id, entry.message];
          }),
        );
      }
      const data: LocaleMessagesGlobalData = {messages};
      actions.setGlobalData(data);
    },
  };
}
