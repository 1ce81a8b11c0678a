/** A fake context; tests override `globalThis.__docusaurusContext` for another locale. */
const defaultContext = {
  siteConfig: {
    title: 'Rslib',
    baseUrl: '/',
    url: 'https://rslib.rs',
    customFields: {},
    themeConfig: {},
  },
  i18n: {currentLocale: 'en', defaultLocale: 'en', locales: ['en', 'zh'], localeConfigs: {}},
};

export default function useDocusaurusContext() {
  return (
    (globalThis as {__docusaurusContext?: typeof defaultContext}).__docusaurusContext ??
    defaultContext
  );
}
