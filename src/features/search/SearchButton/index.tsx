import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The magnifier of the navbar button, also drawn in the search dialog. */
export function SearchIcon({className}: {className?: string}): ReactNode {
  return (
    <svg
      className={className}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false">
      <path
        fill="currentColor"
        d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.41-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
      />
    </svg>
  );
}

export interface SearchButtonProps {
  onClick: () => void;
  /** The reader is about to open it (pointer over, focus): a moment to fetch the dialog and the index. */
  onPrefetch?: () => void;
  /** '⌘' on Apple platforms, 'Ctrl' elsewhere. */
  shortcutModifier: string;
  expanded: boolean;
}

/** The navbar button that opens the search modal, with its shortcut hint. */
export function SearchButton({
  onClick,
  onPrefetch,
  shortcutModifier,
  expanded,
}: SearchButtonProps): ReactNode {
  const label = translate({
    id: 'search.navbar.button',
    message: 'Search Docs',
    description: 'Text and accessible name of the navbar button that opens the search dialog',
  });
  return (
    <button
      type="button"
      className={styles.button}
      onClick={onClick}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-keyshortcuts="Control+K Meta+K">
      <SearchIcon className={styles.buttonIcon} />
      <span className={styles.buttonLabel}>{label}</span>
      <span className={styles.buttonHint} aria-hidden="true">
        <kbd className={styles.kbd}>{shortcutModifier}</kbd>
        <kbd className={styles.kbd}>K</kbd>
      </span>
    </button>
  );
}
