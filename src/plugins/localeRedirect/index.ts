import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteBaseUrl} from '../../features/notFound/localeUtils';
import {withoutTrailingSlash} from '../../utils/urlPathUtils';
import {VISITED_STORAGE_KEY, firstVisitRedirectScript} from './utils';

/**
 * Sends a first-time reader to the page in their browser's language, from an
 * inline head script so that the wrong language never paints.
 */
export default function localeRedirectPlugin(context: LoadContext): Plugin {
  const {i18n, siteConfig} = context;
  // In the zh build `baseUrl` is `/zh/`; the redirect needs the site's own base,
  // without its slash (the script runs on its own and cleans up no path).
  const basePath = withoutTrailingSlash(
    siteBaseUrl(siteConfig.baseUrl, i18n.currentLocale, i18n.defaultLocale),
  );
  return {
    name: 'locale-redirect',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: firstVisitRedirectScript({
              storageKey: VISITED_STORAGE_KEY,
              defaultLocale: i18n.defaultLocale,
              locales: i18n.locales,
              basePath,
            }),
          },
        ],
      };
    },
  };
}
