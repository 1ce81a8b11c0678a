/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (TOC), upstream structure
 * kept. CUSTOM: the outline has its title, "ON THIS PAGE" / "目录".
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';
import styles from './styles.module.css';

// Using a custom className
// This prevents TOCInline/TOCCollapsible getting highlighted by mistake
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({className, ...props}: Props): ReactNode {
  return (
    <nav
      className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}
      aria-labelledby="outline-title">
      {/* CUSTOM */}
      <p id="outline-title" className={styles.title}>
        <Translate id="theme.TOC.title" description="The title of the outline of the current page">
          ON THIS PAGE
        </Translate>
      </p>
      <TOCItems
        {...props}
        linkClassName={LINK_CLASS_NAME}
        linkActiveClassName={LINK_ACTIVE_CLASS_NAME}
      />
    </nav>
  );
}
