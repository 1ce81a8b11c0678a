import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import {
  useCopyPageMarkdown,
  type CopyPageStatus,
} from '@site/src/features/markdownExports/useCopyPageMarkdown';
import styles from './styles.module.css';

function buttonText(status: CopyPageStatus): string {
  if (status === 'copied') {
    return translate({
      id: 'copyPage.button.copied',
      message: 'Copied',
      description: 'Text of the copy-page button once the page Markdown is on the clipboard',
    });
  }
  if (status === 'failed') {
    return translate({
      id: 'copyPage.button.failed',
      message: 'Copy failed',
      description: 'Text of the copy-page button when the page Markdown could not be loaded',
    });
  }
  return translate({
    id: 'copyPage.button.text',
    message: 'Copy page',
    description: 'Visible text of the button that copies the doc page as Markdown',
  });
}

function accessibleName(status: CopyPageStatus): string {
  if (status === 'idle' || status === 'loading') {
    return translate({
      id: 'copyPage.button.label',
      message: 'Copy page as Markdown',
      description: 'Accessible name and tooltip of the button that copies the doc page as Markdown',
    });
  }
  return buttonText(status);
}

export interface CopyPageButtonRawProps {
  status: CopyPageStatus;
  onCopy: () => void;
}

/** The button alone: renders the status it is given. */
export function CopyPageButtonRaw({status, onCopy}: CopyPageButtonRawProps): ReactNode {
  return (
    <button
      type="button"
      className={clsx(
        'clean-btn',
        styles.button,
        status === 'copied' && styles.copied,
        status === 'failed' && styles.failed,
      )}
      aria-label={accessibleName(status)}
      title={accessibleName('idle')}
      aria-busy={status === 'loading' || undefined}
      onClick={onCopy}>
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.icon} />
        <IconSuccess className={styles.successIcon} />
      </span>
      <span aria-live="polite">{buttonText(status)}</span>
    </button>
  );
}

/** "Copy page as Markdown": copies the page's `.md` twin, at the top of every doc page. */
export default function CopyPageButton(): ReactNode {
  const {copyPage, status} = useCopyPageMarkdown();
  return <CopyPageButtonRaw status={status} onCopy={copyPage} />;
}
