/**
 * Wraps the classic theme's ColorModeToggle (Docusaurus 3.10). Its three
 * choices (system, light, dark) stay, but the order is ours: every click
 * changes what the reader sees (see nextColorChoice), where the theme's fixed
 * order goes from "system" to "light" on a light system, a click that changes
 * nothing on the page. The change plays the circular reveal where the browser
 * supports View Transitions.
 */
import {useCallback, useRef, type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {useCircularReveal} from '@site/src/features/appearance/useCircularReveal';
import {nextColorChoice, type ColorChoice} from '@site/src/features/appearance/appearanceUtils';
import styles from './styles.module.css';

function systemMode(): 'light' | 'dark' {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {onChange, value, respectPrefersColorScheme} = props;
  const {onPointerDown, reveal} = useCircularReveal();
  const previous = useRef<ColorChoice | undefined>(undefined);
  const onChangeWithReveal = useCallback<Props['onChange']>(
    (themeChoice) => {
      // Without the system choice, the theme's light/dark toggle already changes the page.
      const choice = respectPrefersColorScheme
        ? nextColorChoice(value, systemMode(), previous.current)
        : themeChoice;
      previous.current = value;
      reveal(() => onChange(choice));
    },
    [onChange, reveal, respectPrefersColorScheme, value],
  );
  return (
    <div className={styles.toggleWrapper} onPointerDown={onPointerDown}>
      <ColorModeToggle {...props} onChange={onChangeWithReveal} />
    </div>
  );
}
