/**
 * Replaces the classic theme's NotFound/Content (Docusaurus 3.10): "404",
 * "PAGE NOT FOUND" and a link home, in the language the path asks for, and
 * the `/en/…` prefix of the default language redirected away.
 */
import {useLayoutEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {useLocaleUrlConfig, usePathLocale} from '@site/src/features/notFound/usePathLocale';
import {
  localeHomePath,
  withoutDefaultLocalePrefix,
  type LocaleMessagesGlobalData,
} from '@site/src/features/notFound/localeUtils';
import styles from './styles.module.css';

/** `/en/guide/x` is `/guide/x`: leave before anything is shown. */
function useDefaultLocalePrefixRedirect(): void {
  const config = useLocaleUrlConfig();
  const {baseUrl, defaultLocale, locales} = config;
  useLayoutEffect(() => {
    const target = withoutDefaultLocalePrefix(window.location.pathname, {
      baseUrl,
      defaultLocale,
      locales,
    });
    if (target !== null) {
      window.location.replace(`${target}${window.location.search}${window.location.hash}`);
    }
  }, [baseUrl, defaultLocale, locales]);
}

export default function NotFoundContent({className}: Props): ReactNode {
  useDefaultLocalePrefixRedirect();
  const {i18n} = useDocusaurusContext();
  const config = useLocaleUrlConfig();
  const locale = usePathLocale();
  const {messages} = usePluginData('locale-messages') as LocaleMessagesGlobalData;
  const otherLanguage = locale === i18n.currentLocale ? undefined : messages[locale];

  const htmlLang = i18n.localeConfigs[locale]?.htmlLang;

  const heading = translate({
    id: 'notFound.heading',
    message: 'PAGE NOT FOUND',
    description: 'The heading of the 404 page',
  });
  const homeLink = translate({
    id: 'notFound.homeLink',
    message: 'Take me home',
    description: 'The link from the 404 page to the home page of the current language',
  });

  return (
    <>
      {/* The path's language, over the Layout's: set through Helmet, which
          would otherwise put the site's language back on its next update. */}
      {htmlLang && (
        <Head>
          <html lang={htmlLang} />
        </Head>
      )}
      {/* NotFound sets its title before the Layout's site-wide metadata, which
          then wins; set inside the Layout, the page title is "404". */}
      <PageMetadata
        title={translate({
          id: 'theme.NotFound.title',
          message: 'Page Not Found',
          description: 'The title of the 404 page',
        })}
      />
      <main className={clsx('container margin-vert--xl', styles.notFound, className)}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <Heading as="h1" className={styles.heading}>
          {otherLanguage?.['notFound.heading'] ?? heading}
        </Heading>
        <div className={styles.divider} />
        <Link className={styles.homeLink} to={localeHomePath(locale, config)}>
          {otherLanguage?.['notFound.homeLink'] ?? homeLink}
        </Link>
      </main>
    </>
  );
}
