/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Buttons/CopyButton),
 * upstream structure kept. CUSTOM: the copied state lasts 2 seconds, where
 * the clipboard is unavailable a prompt holds the code with the shortcut to use,
 * and the code is read from the block's `<code>` element: a block highlighted
 * at build time carries its code only in its HTML (src/theme/CodeBlock).
 * Gain: behaviour a wrap cannot reach (the timer, the fallback and the code are inside).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
// The code of the current block is only exposed through this internal context.
import {useCodeBlockContext} from '@site/src/internals/themeCommonInternal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {useCopyToClipboard} from '@site/src/hooks/useCopyToClipboard';
import styles from './styles.module.css';

function title() {
  return translate({
    id: 'theme.CodeBlock.copy',
    message: 'Copy',
    description: 'The copy button label on code blocks',
  });
}

function ariaLabel(isCopied: boolean) {
  return isCopied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
}

/** The code shown: the text of the block's lines (line numbers are drawn by CSS, not text). */
function shownCode(pre: HTMLPreElement | null, fallback: string): string {
  return pre?.querySelector('code')?.textContent ?? fallback;
}

export default function CopyButton({className}: Props): ReactNode {
  const {
    metadata: {code},
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {copy, isCopied} = useCopyToClipboard();
  return (
    <Button
      aria-label={ariaLabel(isCopied)}
      title={title()}
      className={clsx(className, styles.copyButton, isCopied && styles.copyButtonCopied)}
      onClick={() => copy(shownCode(codeBlockRef.current, code))}>
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </Button>
  );
}
