/**
 * The Markdown twin of a page: its MDX parsed into a syntax tree, every MDX
 * construct turned into plain Markdown, links made absolute, and the tree
 * written back out as Markdown.
 */
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import type {Parent, Root, RootContent, Text} from 'mdast';
// Node loads the plugin that uses this before the @site alias exists, hence the relative paths.
import {parseMdx} from '../../utils/markdownUtils';
import {rewriteLink, type LinkContext} from './markdownLinksUtils';
import {
  ENGLISH_ADMONITION_TITLES,
  admonitionQuote,
  admonitionType,
  expressionText,
  jsxAttribute,
  jsxImage,
  packageManagerCode,
  tabItemBlocks,
  tabsBlocks,
  type AdmonitionType,
  type JsxElement,
} from './mdxComponentsUtils';

export interface PageInput extends LinkContext {
  title: string;
  description?: string;
  source: string;
  /** What an admonition without a title of its own is titled, in the page's language; English by default. */
  admonitionTitles?: Record<AdmonitionType, string>;
}

/**
 * Markdown as our sources write it: `-` bullets, `*` emphasis, backtick
 * fences, table cells unpadded under `---` delimiters (every cell counts as
 * three characters wide). Text stands as the source writes it where it can;
 * text made here is escaped where Markdown needs it.
 */
const stringifier = unified()
  .use(remarkGfm, {stringLength: () => 3})
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    handlers: {
      text: (node: Text, _parent, state, info) =>
        node.data?.written ?? state.safe(node.value, info),
    },
  });

/** A JSX element as the Markdown nodes that say the same, still to be converted themselves. */
function jsxToMarkdown(element: JsxElement): RootContent[] {
  const flow = element.type === 'mdxJsxFlowElement';
  switch (element.name) {
    case 'PackageManagerTabs': {
      const command = jsxAttribute(element, 'command');
      return command === undefined ? [] : [packageManagerCode(command)];
    }
    case 'Tabs':
      return tabsBlocks(element);
    case 'TabItem':
      return tabItemBlocks(element);
    case 'img': {
      const image = jsxImage(element);
      if (!image) {
        return [];
      }
      return flow ? [{type: 'paragraph', children: [image]}] : [image];
    }
    case 'br':
      return flow ? [] : [{type: 'break'}];
    default:
      // Any other element reads as its content.
      return element.children as RootContent[];
  }
}

/** One node of the page as plain Markdown nodes (none, one or several). */
function toMarkdown(node: RootContent, page: PageInput): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression': {
      const text = expressionText(node.data?.estree);
      return text ? [{type: 'paragraph', children: [{type: 'text', value: text}]}] : [];
    }
    case 'mdxTextExpression': {
      const text = expressionText(node.data?.estree);
      return text ? [{type: 'text', value: text}] : [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertAll(jsxToMarkdown(node), page);
    case 'containerDirective': {
      const type = admonitionType(node);
      if (type === null) {
        return convertAll(node.children, page);
      }
      const title = page.admonitionTitles?.[type] ?? ENGLISH_ADMONITION_TITLES[type];
      return convertAll([admonitionQuote(node, title)], page);
    }
    case 'leafDirective':
      return convertAll([{type: 'paragraph', children: node.children}], page);
    case 'textDirective':
      // Not a directive the site knows: the page shows it as text.
      return convertAll([{type: 'text', value: `:${node.name}`}, ...node.children], page);
    case 'link':
    case 'definition':
    case 'image':
      node.url = rewriteLink(node.url, page);
      break;
  }
  if ('children' in node) {
    (node as Parent).children = convertAll(node.children, page) as Parent['children'];
  }
  return [node];
}

function convertAll(nodes: readonly RootContent[], page: PageInput): RootContent[] {
  return nodes.flatMap((node) => toMarkdown(node, page));
}

/**
 * A page's MDX as readable Markdown: the title as `# Title` and the
 * description under it (unless the page starts with its own `# Title`), front
 * matter, imports and exports dropped, MDX components and admonitions as the
 * Markdown that says the same, `{#id}` suffixes gone, links absolute. Code
 * blocks keep their content as written.
 */
export function mdxToMarkdown(page: PageInput): string {
  const tree = parseMdx(page.source);
  const body = convertAll(tree.children, page);
  const first = body[0];
  const head: RootContent[] = [];
  if (!(first?.type === 'heading' && first.depth === 1)) {
    head.push({type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]});
    const description = page.description?.trim().replace(/\s*\n\s*/g, ' ');
    if (description) {
      head.push({
        type: 'blockquote',
        children: [{type: 'paragraph', children: [{type: 'text', value: description}]}],
      });
    }
  }
  const root: Root = {type: 'root', children: [...head, ...body]};
  return stringifier.stringify(root);
}
