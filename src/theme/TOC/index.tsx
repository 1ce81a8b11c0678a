/**
 * The desktop outline with its title, "ON THIS PAGE" / "目录", above the
 * classic theme's TOC. The wrapper takes over the sticky box so the title
 * stays with the headings while they scroll.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import TOC from '@theme-original/TOC';
import type {Props} from '@theme/TOC';
import styles from './styles.module.css';

export default function TOCWrapper({className, ...props}: Props): ReactNode {
  return (
    <nav className={clsx(className, styles.outline)} aria-labelledby="outline-title">
      <p id="outline-title" className={styles.title}>
        <Translate id="theme.TOC.title" description="The title of the outline of the current page">
          ON THIS PAGE
        </Translate>
      </p>
      <TOC {...props} className={styles.items} />
    </nav>
  );
}
