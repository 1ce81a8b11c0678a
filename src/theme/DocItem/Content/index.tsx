/**
 * Wraps @docusaurus/theme-classic 3.10.2 (DocItem/Content): every doc page gets
 * a "Copy page as Markdown" button at the top of its content.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageButton from '@site/src/features/markdownExports/CopyPageButton';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <div className={styles.actions}>
        <CopyPageButton />
      </div>
      <Content {...props} />
    </>
  );
}
