import type {AnchorHTMLAttributes, ReactNode} from 'react';

export default function Link({
  to,
  href,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string}): ReactNode {
  return (
    <a href={to ?? href} {...props}>
      {children}
    </a>
  );
}
