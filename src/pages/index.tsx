import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

export default function Home(): ReactNode {
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
      <main>
        <Heading as="h1">Rslib</Heading>
        <p>
          <Translate id="homepage.hero.subtitle" description="Hero subtitle on the landing page">
            Rsbuild-based Library Development Tool
          </Translate>
        </p>
        <Link to="/guide/start/quick-start">
          <Translate id="homepage.hero.quickStart" description="Primary hero button">
            Quick Start
          </Translate>
        </Link>
      </main>
    </Layout>
  );
}
