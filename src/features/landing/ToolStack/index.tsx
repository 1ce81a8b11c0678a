import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {SHOWCASE_TOOLS} from '@site/src/data/rstackShowcase';
import {useLogoUrl} from '@site/src/hooks/useLogoUrl';
import {localizeShowcase, type LocalizedTool, type SiteLanguage} from '@site/src/utils/toolsUtils';
import styles from './styles.module.css';

function ToolCard({tool}: {tool: LocalizedTool}): ReactNode {
  return (
    <Link className={styles.card} href={tool.url} target="_blank" rel="noopener noreferrer">
      <img
        className={styles.logo}
        src={useLogoUrl(tool.logo)}
        alt=""
        width={90}
        height={90}
        loading="lazy"
        decoding="async"
      />
      <Heading as="h3" className={styles.name}>
        {tool.name}
      </Heading>
      <p className={styles.description}>{tool.description}</p>
    </Link>
  );
}

/** The landing page's showcase of the Rstack tools, each opening its site in a new tab. */
export default function ToolStack({lang}: {lang: SiteLanguage}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="tool-stack">
      <div className={styles.inner}>
        <Heading as="h2" id="tool-stack" className={styles.title}>
          <Translate
            id="homepage.toolStack.title"
            description="Title of the Rstack showcase on the landing page">
            Tool Stack
          </Translate>
        </Heading>
        <p className={styles.blurb}>
          <Translate
            id="homepage.toolStack.description"
            description="Text under the Rstack showcase title">
            High-performance tool stack built around Rspack to boost modern web development
          </Translate>
        </p>
        <div className={styles.cards}>
          {SHOWCASE_TOOLS.map((entry) => (
            <ToolCard key={entry.name} tool={localizeShowcase(entry, lang)} />
          ))}
        </div>
      </div>
    </section>
  );
}
