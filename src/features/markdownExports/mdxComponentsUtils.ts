/**
 * What each MDX construct of our pages becomes in plain Markdown, one small
 * function each, on syntax-tree nodes (mdast): tabs, package-manager tabs,
 * admonitions, images and JavaScript expressions.
 */
import type {Blockquote, Code, Image, Nodes, Paragraph, PhrasingContent, RootContent} from 'mdast';
// Node loads the plugin that uses this before the @site alias exists, hence the relative path.
import {PACKAGE_MANAGERS, packageManagerCommands} from '../../utils/packageManagerUtils';

export type JsxElement = Extract<Nodes, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;
export type ContainerDirective = Extract<Nodes, {type: 'containerDirective'}>;
/** The JavaScript of an MDX expression or attribute value, as parsed. */
export type EstreeProgram = NonNullable<
  NonNullable<Extract<Nodes, {type: 'mdxTextExpression'}>['data']>['estree']
>;

/** A paragraph holding only `label` in bold: a label line that is not a heading. */
function labelParagraph(label: PhrasingContent[] | string): Paragraph {
  const children: PhrasingContent[] =
    typeof label === 'string' ? [{type: 'text', value: label}] : label;
  return {type: 'paragraph', children: [{type: 'strong', children}]};
}

/**
 * The text an expression stands for when it is a plain string or number
 * (`{'<'}`, `` {`a`} ``, `{42}`); null for any other code and for comments.
 */
export function expressionText(program: EstreeProgram | null | undefined): string | null {
  const [statement, ...others] = program?.body ?? [];
  if (statement?.type !== 'ExpressionStatement' || others.length > 0) {
    return null;
  }
  const {expression} = statement;
  if (
    expression.type === 'Literal' &&
    (typeof expression.value === 'string' || typeof expression.value === 'number')
  ) {
    return String(expression.value);
  }
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
  }
  return null;
}

/** The string value of a JSX attribute: `label="X"` or `label={'X'}`; undefined otherwise. */
export function jsxAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  const value = attribute?.value;
  if (typeof value === 'string') {
    return value;
  }
  return expressionText(value?.data?.estree) ?? undefined;
}

/**
 * `<PackageManagerTabs command="install -D x" />`: one bash block with the
 * command of npm, yarn, pnpm and bun, in that order, as the tabs derive them.
 */
export function packageManagerCode(command: string): Code {
  const commands = packageManagerCommands(command);
  return {
    type: 'code',
    lang: 'bash',
    meta: null,
    value: PACKAGE_MANAGERS.map((manager) => commands[manager]).join('\n'),
  };
}

/** `<TabItem label="X">…</TabItem>`: the label (or the value) in bold, then the item's content. */
export function tabItemBlocks(item: JsxElement): RootContent[] {
  const label = jsxAttribute(item, 'label') ?? jsxAttribute(item, 'value');
  const content = item.children as RootContent[];
  return label ? [labelParagraph(label), ...content] : content;
}

/** `<Tabs>`: every item one after the other, each under its label. */
export function tabsBlocks(tabs: JsxElement): RootContent[] {
  return (tabs.children as RootContent[]).flatMap((child) =>
    child.type === 'mdxJsxFlowElement' && child.name === 'TabItem' ? tabItemBlocks(child) : [child],
  );
}

/** `<img src alt title />` as a Markdown image; null without a `src`. */
export function jsxImage(element: JsxElement): Image | null {
  const src = jsxAttribute(element, 'src');
  if (src === undefined) {
    return null;
  }
  return {
    type: 'image',
    url: src,
    alt: jsxAttribute(element, 'alt') ?? '',
    title: jsxAttribute(element, 'title') ?? null,
  };
}

/** The admonition types of the site; some show the default title of another. */
export const ADMONITION_TYPES = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  caution: 'caution',
  secondary: 'note',
  important: 'info',
  success: 'tip',
} as const;

export type AdmonitionType = (typeof ADMONITION_TYPES)[keyof typeof ADMONITION_TYPES];

/** The titles an admonition without its own shows, in English. */
export const ENGLISH_ADMONITION_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/**
 * The title of each admonition type in a language, from its UI strings
 * (`theme.admonition.tip`), in English where it has none.
 */
export function admonitionTitles(
  translations: Readonly<Record<string, string>>,
): Record<AdmonitionType, string> {
  return Object.fromEntries(
    Object.entries(ENGLISH_ADMONITION_TITLES).map(([type, english]) => [
      type,
      translations[`theme.admonition.${type}`] ?? english,
    ]),
  ) as Record<AdmonitionType, string>;
}

/** The admonition type a container directive stands for, or null when it is no admonition. */
export function admonitionType(directive: ContainerDirective): AdmonitionType | null {
  return Object.hasOwn(ADMONITION_TYPES, directive.name)
    ? ADMONITION_TYPES[directive.name as keyof typeof ADMONITION_TYPES]
    : null;
}

/**
 * `:::tip[Title]` … `:::`: a blockquote that starts with the title in bold,
 * then the content. The title is the one the page shows: a `title` attribute,
 * else the label in brackets, else the type's default title.
 */
export function admonitionQuote(directive: ContainerDirective, defaultTitle: string): Blockquote {
  const [first, ...rest] = directive.children;
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : null;
  const titleAttribute = directive.attributes?.title;
  const title = titleAttribute ?? (label && label.children.length > 0 ? label.children : null);
  return {
    type: 'blockquote',
    children: [labelParagraph(title ?? defaultTitle), ...(label ? rest : directive.children)],
  };
}
