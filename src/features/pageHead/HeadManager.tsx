/**
 * The browser's stand-in for react-helmet-async (`src/plugins/pageHead` aliases
 * it for the browser bundle only; the server still renders the head with
 * helmet): the same `Helmet` and `HelmetProvider`, the same reduction of all
 * mounted `<Head>`s and the same DOM updates, one frame after a change, in a
 * fraction of helmet's size.
 */
import {Children, Fragment, isValidElement, useEffect, useState, type ReactNode} from 'react';
import {applyHead} from './applyHead';
import {
  LIST_TAGS,
  reduceHeadInstances,
  toHtmlAttributes,
  type Attributes,
  type HeadInstance,
  type ListTag,
} from './headStateUtils';

/** Mounted `<Head>`s by the order they first rendered in: parents before children, older before newer. */
const instances = new Map<number, HeadInstance>();
let nextOrder = 0;
let pendingFrame: number | undefined;
/** The state last written to the document, serialized. */
let applied: string | undefined;

function scheduleUpdate(): void {
  if (pendingFrame !== undefined) {
    cancelAnimationFrame(pendingFrame);
  }
  pendingFrame = requestAnimationFrame(() => {
    pendingFrame = undefined;
    const ordered = [...instances.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, instance]) => instance);
    const state = reduceHeadInstances(ordered);
    // Only a change is written, as helmet does: a page re-rendering with the same head
    // leaves alone what scripts set since (a class toggled on <html> on scroll).
    const serialized = JSON.stringify(state);
    if (serialized !== applied) {
      applied = serialized;
      applyHead(state);
    }
  });
}

function textOf(children: unknown): string {
  return Array.isArray(children) ? children.join('') : String(children ?? '');
}

/** What a `<Head>`'s children ask for, fragments included. */
function instanceOf(children: ReactNode, instance: HeadInstance = {tags: {}}): HeadInstance {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) {
      return;
    }
    const {children: content, ...props} = child.props;
    if (child.type === Fragment) {
      instanceOf(content as ReactNode, instance);
      return;
    }
    const attributes = toHtmlAttributes(props);
    switch (child.type) {
      case 'title':
        instance.title = textOf(content);
        instance.titleAttributes = attributes;
        break;
      case 'html':
        instance.htmlAttributes = {...instance.htmlAttributes, ...attributes};
        break;
      case 'body':
        instance.bodyAttributes = {...instance.bodyAttributes, ...attributes};
        break;
      case 'base':
        instance.base = attributes;
        break;
      default:
        if (LIST_TAGS.includes(child.type as ListTag)) {
          const tagName = child.type as ListTag;
          const tag: Attributes =
            content === undefined
              ? attributes
              : {...attributes, [tagName === 'style' ? 'cssText' : 'innerHTML']: textOf(content)};
          instance.tags[tagName] = [...(instance.tags[tagName] ?? []), tag];
        }
    }
  });
  return instance;
}

export function Helmet({children}: {children?: ReactNode}): null {
  const [order] = useState(() => nextOrder++);
  useEffect(() => {
    instances.set(order, instanceOf(children));
    scheduleUpdate();
  });
  useEffect(
    () => () => {
      instances.delete(order);
      scheduleUpdate();
    },
    [order],
  );
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
