import type {ImgHTMLAttributes, ReactNode} from 'react';

/** The light source only: jsdom has no colour mode. */
export default function ThemedImage({
  sources,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & {sources: {light: string; dark: string}}): ReactNode {
  return <img src={sources.light} data-dark-src={sources.dark} {...props} />;
}
