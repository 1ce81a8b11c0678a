import {Fragment, type ReactNode} from 'react';

/** Replaces `{name}` placeholders with values, as @docusaurus/Interpolate does. */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) {
    return text;
  }
  const parts = text.split(/(\{\w+\})/g).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return (
      <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>
    );
  });
  return <>{parts}</>;
}

export default function Interpolate({
  children,
  values,
}: {
  children: string;
  values?: Record<string, ReactNode>;
}) {
  return interpolate(children, values);
}
