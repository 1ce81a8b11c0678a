import type {ComponentProps, ReactNode} from 'react';

/** Stands in for the classic theme's icon in jsdom tests. */
export default function IconCopy(props: ComponentProps<'svg'>): ReactNode {
  return <svg data-icon="copy" {...props} />;
}
