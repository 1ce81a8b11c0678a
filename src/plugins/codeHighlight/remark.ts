import {encodeTokens} from '../../features/codeBlocks/codeTokensUtils';
import {packageManagerCommands} from '../../utils/packageManagerUtils';
import {tokenizeCode} from '../../features/codeBlocks/prismUtils';
import {prismWithLanguages} from './prism';

export interface RemarkCodeTokensOptions {
  /** Prism languages beyond prism-react-renderer's own (`themeConfig.prism.additionalLanguages`). */
  additionalLanguages: string[];
}

/** The parts of Markdown (mdast) and MDX nodes this plugin reads and writes. */
interface MarkdownNode {
  type: string;
  lang?: string | null;
  value?: unknown;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MarkdownNode[];
  data?: {hProperties?: Record<string, unknown>};
}

function walk(node: MarkdownNode, visit: (node: MarkdownNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/**
 * Tokenizes every fenced code block, and the commands of every
 * `<PackageManagerTabs command="…">`, with Prism at build time: the tokens
 * travel in a `tokens` prop to the CodeBlock (src/theme/CodeBlock), so the
 * browser renders them without Prism. A block without language is `text`, as
 * in theme-classic.
 */
export default function remarkCodeTokens({additionalLanguages}: RemarkCodeTokensOptions) {
  const prism = prismWithLanguages(additionalLanguages);
  return (tree: MarkdownNode): void => {
    walk(tree, (node) => {
      if (node.type === 'code' && typeof node.value === 'string') {
        node.data = {
          ...node.data,
          hProperties: {
            ...node.data?.hProperties,
            tokens: encodeTokens(tokenizeCode(prism, node.value, node.lang ?? 'text')),
          },
        };
      } else if (node.type === 'mdxJsxFlowElement' && node.name === 'PackageManagerTabs') {
        const command = node.attributes?.find(
          (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'command',
        )?.value;
        if (typeof command === 'string') {
          const tokens = Object.fromEntries(
            Object.entries(packageManagerCommands(command)).map(([manager, line]) => [
              manager,
              encodeTokens(tokenizeCode(prism, line, 'bash')),
            ]),
          );
          node.attributes!.push({
            type: 'mdxJsxAttribute',
            name: 'tokens',
            value: JSON.stringify(tokens),
          });
        }
      }
    });
  };
}
