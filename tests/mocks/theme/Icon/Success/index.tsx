import type {ComponentProps, ReactNode} from 'react';

/** Stands in for the classic theme's icon in jsdom tests. */
export default function IconSuccess(props: ComponentProps<'svg'>): ReactNode {
  return <svg data-icon="success" {...props} />;
}
