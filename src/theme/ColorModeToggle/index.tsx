/**
 * Wraps the classic theme's ColorModeToggle (Docusaurus 3.10): the three-way
 * choice (system, light, dark) is unchanged; the change plays the circular
 * reveal where the browser supports View Transitions.
 */
import {useCallback, type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {useCircularReveal} from '@site/src/features/appearance/useCircularReveal';
import styles from './styles.module.css';

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {onChange} = props;
  const {onPointerDown, reveal} = useCircularReveal();
  const onChangeWithReveal = useCallback<Props['onChange']>(
    (choice) => reveal(() => onChange(choice)),
    [onChange, reveal],
  );
  return (
    <div className={styles.toggleWrapper} onPointerDown={onPointerDown}>
      <ColorModeToggle {...props} onChange={onChangeWithReveal} />
    </div>
  );
}
