import type {ReactNode} from 'react';
import {interpolate} from './Interpolate';

/**
 * English defaults, like the real component before any translation. A test
 * asserting Chinese sets `globalThis.__translations` to a zh message table.
 */
function lookup(id: string | undefined, message: string): string {
  const table = (globalThis as {__translations?: Record<string, string>}).__translations;
  return (id && table?.[id]) ?? message;
}

export function translate(
  {id, message}: {id?: string; message: string; description?: string},
  values?: Record<string, string | number>,
): string {
  const text = lookup(id, message);
  return values
    ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match))
    : text;
}

export default function Translate({
  id,
  children,
  values,
}: {
  id?: string;
  children: string;
  description?: string;
  values?: Record<string, ReactNode>;
}): ReactNode {
  return interpolate(lookup(id, children), values);
}
