/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Container),
 * upstream structure kept. CUSTOM: no inline style; the code themes'
 * stylesheet (src/plugins/codeHighlight) sets the Prism colour variables for
 * light and dark.
 * Gain: no inline style on any block (the CSP and the HTML checks rely on it),
 * and no block has to be mounted again after hydration in a colour mode other
 * than the server's to change it.
 */
import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic components are hard to type, without `oneOf` generics
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
