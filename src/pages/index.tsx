import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import LandingBackground from '@site/src/features/landing/LandingBackground';
import LandingHero from '@site/src/features/landing/LandingHero';
import ToolStack from '@site/src/features/landing/ToolStack';
import {siteLanguage} from '@site/src/utils/toolsUtils';
import styles from './index.module.css';

const REPOSITORY_URL = 'https://github.com/web-infra-dev/rslib';

/** The landing page at `/` and `/zh/`: hero with stars, then the Rstack showcase. */
export default function Home(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = siteLanguage(i18n.currentLocale);
  const title = translate({
    id: 'homepage.title',
    message: 'Rslib - Rsbuild-based library development tool',
    description: 'The <title> of the landing page',
  });
  return (
    <Layout
      description={translate({
        id: 'homepage.description',
        message: 'Create JavaScript libraries in a simple and intuitive way',
        description: 'The meta description of the landing page',
      })}>
      <Head>
        <title>{title}</title>
      </Head>
      <main className={styles.landing}>
        <LandingBackground />
        <LandingHero
          showStars
          title="Rslib"
          logoUrl={useBaseUrl('/img/logo.svg')}
          subTitle={translate({
            id: 'homepage.hero.subtitle',
            message: 'Rsbuild-based Library Development Tool',
            description: 'Hero subtitle on the landing page',
          })}
          description={translate({
            id: 'homepage.hero.slogan',
            message: 'Create JavaScript libraries in a simple and intuitive way',
            description: 'Hero slogan under the subtitle on the landing page',
          })}
          getStartedButtonText={translate({
            id: 'homepage.hero.quickStart',
            message: 'Quick Start',
            description: 'Primary hero button',
          })}
          getStartedLink="/guide/start/quick-start"
          githubURL={REPOSITORY_URL}
        />
        <ToolStack lang={lang} />
      </main>
    </Layout>
  );
}
