/**
 * What the page's `<head>`, `<html>` and `<body>` should carry, reduced from
 * every mounted `<Head>` the way react-helmet-async reduces its instances, so
 * the browser keeps the head the server rendered with it: the innermost (last
 * mounted) title wins, attributes merge with the innermost value winning, and
 * a tag gives way to an inner one with the same primary attribute (a meta's
 * name or property, a link's href, or its rel for a canonical link).
 */

export type Attributes = Record<string, string>;

/** The tags a `<Head>` may hold as lists. */
export const LIST_TAGS = ['meta', 'link', 'script', 'style', 'noscript'] as const;
export type ListTag = (typeof LIST_TAGS)[number];

/** What one `<Head>` holds, attribute names as in HTML (`class`, `http-equiv`). */
export interface HeadInstance {
  title?: string;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  base?: Attributes;
  /** Tags by name; `innerHTML` (script, noscript) and `cssText` (style) carry their content. */
  tags: Partial<Record<ListTag, Attributes[]>>;
}

export interface HeadState {
  title?: string;
  titleAttributes: Attributes;
  htmlAttributes: Attributes;
  bodyAttributes: Attributes;
  base: Attributes[];
  tags: Record<ListTag, Attributes[]>;
}

/** The attributes that identify a tag: an inner tag replaces an outer one with the same value. */
const PRIMARY_ATTRIBUTES: Record<ListTag, string[]> = {
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
  noscript: ['innerHTML'],
};

/** React's names for the HTML attributes that differ, as `<Head>` children are written. */
const HTML_ATTRIBUTE_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/** A child element's props as HTML attributes; values as the DOM will hold them. */
export function toHtmlAttributes(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined) {
      continue;
    }
    attributes[HTML_ATTRIBUTE_NAMES[name] ?? name] = String(value);
  }
  return attributes;
}

/** The attribute identifying a tag (helmet's rule: the last primary one, but a canonical link's rel). */
function primaryAttribute(tag: Attributes, primaries: string[]): string | undefined {
  let primary: string | undefined;
  for (const name of Object.keys(tag)) {
    const lowerCase = name.toLowerCase();
    if (
      primaries.includes(lowerCase) &&
      !(primary === 'rel' && tag.rel?.toLowerCase() === 'canonical') &&
      !(lowerCase === 'rel' && tag[lowerCase]?.toLowerCase() === 'stylesheet')
    ) {
      primary = lowerCase;
    }
    if (primaries.includes(name) && ['innerHTML', 'cssText', 'itemprop'].includes(name)) {
      primary = name;
    }
  }
  return primary && tag[primary] ? primary : undefined;
}

/** The tags of one kind, outermost instance first, each replaced by an inner one of the same identity. */
function reduceTags(instances: HeadInstance[], tagName: ListTag): Attributes[] {
  const primaries = PRIMARY_ATTRIBUTES[tagName];
  const seen = new Set<string>();
  const kept: Attributes[][] = [];
  for (const instance of [...instances].reverse()) {
    const own = new Set<string>();
    const accepted = (instance.tags[tagName] ?? []).filter((tag) => {
      const primary = primaryAttribute(tag, primaries);
      if (!primary) {
        return false;
      }
      const key = `${primary}\u0000${tag[primary]!.toLowerCase()}`;
      if (seen.has(key)) {
        return false;
      }
      own.add(key);
      return true;
    });
    own.forEach((key) => seen.add(key));
    kept.unshift(accepted);
  }
  return kept.flat();
}

function mergeAttributes(
  instances: HeadInstance[],
  key: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes',
): Attributes {
  return Object.assign({}, ...instances.map((instance) => instance[key] ?? {})) as Attributes;
}

/** The head that the instances, outermost (first mounted) first, ask for together. */
export function reduceHeadInstances(instances: HeadInstance[]): HeadState {
  const innermost = <T>(pick: (instance: HeadInstance) => T | undefined): T | undefined =>
    instances.reduce<T | undefined>((found, instance) => pick(instance) ?? found, undefined);
  const base = innermost((instance) => (instance.base?.href ? instance.base : undefined));
  return {
    title: innermost((instance) => instance.title),
    titleAttributes: mergeAttributes(instances, 'titleAttributes'),
    htmlAttributes: mergeAttributes(instances, 'htmlAttributes'),
    bodyAttributes: mergeAttributes(instances, 'bodyAttributes'),
    base: base ? [base] : [],
    tags: Object.fromEntries(
      LIST_TAGS.map((tagName) => [tagName, reduceTags(instances, tagName)]),
    ) as Record<ListTag, Attributes[]>,
  };
}
