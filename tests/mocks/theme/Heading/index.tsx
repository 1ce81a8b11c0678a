import type {ComponentProps, ReactNode} from 'react';

type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({
  as: As,
  ...props
}: ComponentProps<HeadingType> & {as: HeadingType}): ReactNode {
  return <As {...props} />;
}
