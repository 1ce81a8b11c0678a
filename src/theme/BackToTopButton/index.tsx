/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (BackToTopButton), upstream
 * markup and styles kept. CUSTOM: it shows as soon as the page is scrolled
 * down (Docusaurus waits for an upward scroll past 300 px).
 * Gain: behaviour a wrap cannot reach (the visibility hook is inside).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useScrollToTop} from '@site/src/features/backToTop/useScrollToTop';
import styles from './styles.module.css';

export default function BackToTopButton(): ReactNode {
  const {shown, scrollToTop} = useScrollToTop();
  return (
    <button
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Scroll back to top',
        description: 'The ARIA label for the back to top button',
      })}
      aria-hidden={!shown}
      tabIndex={shown ? 0 : -1}
      className={clsx(
        'clean-btn',
        ThemeClassNames.common.backToTopButton,
        styles.backToTopButton,
        shown && styles.backToTopButtonShow,
      )}
      type="button"
      onClick={scrollToTop}
    />
  );
}
