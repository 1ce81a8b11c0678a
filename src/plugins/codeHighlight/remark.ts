import {codeBlockHtml, type CodeHtmlOptions} from '../../features/codeBlocks/codeHtmlUtils';
import {darkCodeTheme, lightCodeTheme} from '../../features/codeBlocks/codeThemes';
import {styledTypes} from '../../features/codeBlocks/codeTokensUtils';
import type {MagicComment} from '../../features/codeBlocks/codeLinesUtils';
import {packageManagerCommands} from '../../utils/packageManagerUtils';
import {prismWithLanguages} from './prism';

export interface RemarkCodeHtmlOptions {
  /** Prism languages beyond prism-react-renderer's own (`themeConfig.prism.additionalLanguages`). */
  additionalLanguages: string[];
  /** `themeConfig.prism.magicComments`. */
  magicComments: readonly MagicComment[];
}

/** The parts of Markdown (mdast) and MDX nodes this plugin reads and writes. */
interface MarkdownNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: unknown;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MarkdownNode[];
  data?: {hProperties?: Record<string, unknown>; hChildren?: unknown[]};
}

function walk(node: MarkdownNode, visit: (node: MarkdownNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/**
 * Highlights every fenced code block, and the commands of every
 * `<PackageManagerTabs command="…">`, at build time: the lines' HTML
 * (codeHtmlUtils' `codeBlockHtml`) travels in an `html` prop to the CodeBlock
 * (src/theme/CodeBlock), and the fenced block's `<code>` gets no children, so
 * the page carries its code once, in that HTML. A block without language is
 * `text`, as in theme-classic.
 */
export default function remarkCodeHtml({
  additionalLanguages,
  magicComments,
}: RemarkCodeHtmlOptions) {
  const options: CodeHtmlOptions = {
    prism: prismWithLanguages(additionalLanguages),
    styled: styledTypes(lightCodeTheme, darkCodeTheme),
    magicComments,
  };
  return (tree: MarkdownNode): void => {
    walk(tree, (node) => {
      if (node.type === 'code' && typeof node.value === 'string') {
        node.data = {
          ...node.data,
          hProperties: {
            ...node.data?.hProperties,
            html: codeBlockHtml(
              {code: node.value, language: node.lang ?? 'text', metastring: node.meta ?? undefined},
              options,
            ),
          },
          hChildren: [],
        };
      } else if (node.type === 'mdxJsxFlowElement' && node.name === 'PackageManagerTabs') {
        const command = node.attributes?.find(
          (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'command',
        )?.value;
        if (typeof command === 'string') {
          const html = Object.fromEntries(
            Object.entries(packageManagerCommands(command)).map(([manager, line]) => [
              manager,
              codeBlockHtml({code: line, language: 'bash'}, options),
            ]),
          );
          node.attributes!.push({
            type: 'mdxJsxAttribute',
            name: 'html',
            value: JSON.stringify(html),
          });
        }
      }
    });
  };
}
