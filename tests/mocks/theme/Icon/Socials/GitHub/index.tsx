import type {CSSProperties, ComponentProps, ReactNode} from 'react';

/** Stands in for the classic theme's icon in jsdom tests, inline colour variables included. */
export default function IconGitHub(props: ComponentProps<'svg'>): ReactNode {
  return (
    <svg
      data-icon="github"
      style={{'--dark': '#000', '--light': '#fff'} as CSSProperties}
      {...props}
    />
  );
}
