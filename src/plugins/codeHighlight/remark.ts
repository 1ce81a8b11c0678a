import path from 'node:path';
import {
  codeBlockHtml,
  type CodeHtmlOptions,
  type CodeRangeAnnotation,
} from '../../features/codeBlocks/codeHtmlUtils';
import {darkCodeTheme, lightCodeTheme} from '../../features/codeBlocks/codeThemes';
import {styledTypes} from '../../features/codeBlocks/codeTokensUtils';
import type {MagicComment} from '../../features/codeBlocks/codeLinesUtils';
import {
  codeLinkRanges,
  unresolvedLines,
  type CodeBlockSample,
} from '../../features/codeLinks/codeLinksUtils';
import {parseCodeTitle} from '../../utils/markdownUtils';
import {packageManagerCommands} from '../../utils/packageManagerUtils';
import {siteCodeLinks, type SiteLocale} from '../codeLinks';
import {prismWithLanguages} from './prism';

export interface RemarkCodeHtmlOptions {
  /** Prism languages beyond prism-react-renderer's own (`themeConfig.prism.additionalLanguages`). */
  additionalLanguages: string[];
  /** `themeConfig.prism.magicComments`. */
  magicComments: readonly MagicComment[];
  /**
   * The site and the language of the pages: the option keys of their config
   * samples and the `rslib` flags of their shell samples become links to the
   * reference (src/plugins/codeLinks). Without it, code has no links.
   */
  codeLinks?: {siteDir: string; locale: SiteLocale};
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
  position?: {start: {line: number}};
}

/** The page being compiled (a vfile): its path, when it comes from a file. */
interface PageFile {
  path?: string;
}

function walk(node: MarkdownNode, visit: (node: MarkdownNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/**
 * The link annotations of one block. A key or flag that no section documents
 * stops the build, naming the page, the line and the key: Rslib or Rsbuild
 * declares it, so it is a real option (or a flag the CLI does not have) that
 * the reference fails to explain, and a sample that links all its keys but one
 * would pass unnoticed until a reader hovers it. The content test
 * (tests/content/codeLinks.test.ts) lists every such key of the site at once.
 */
function linkRanges(
  {siteDir, locale}: NonNullable<RemarkCodeHtmlOptions['codeLinks']>,
  block: CodeBlockSample,
  page: string,
  blockLine: number,
): CodeRangeAnnotation[] {
  const {annotations, unresolved} = siteCodeLinks(siteDir).annotate(block, locale);
  if (unresolved.length > 0) {
    throw new Error(
      [
        'Code links: no section of the reference documents these keys or flags. ' +
          'Document them (config reference, CLI page) or correct the sample:',
        ...unresolvedLines(page, blockLine, unresolved).map((line) => `  ${line}`),
      ].join('\n'),
    );
  }
  return codeLinkRanges(annotations);
}

/**
 * Highlights every fenced code block, and the commands of every
 * `<PackageManagerTabs command="…">`, at build time: the lines' HTML
 * (codeHtmlUtils' `codeBlockHtml`) travels in an `html` prop to the CodeBlock
 * (src/theme/CodeBlock), and the fenced block's `<code>` gets no children, so
 * the page carries its code once, in that HTML. A block without language is
 * `text`, as in theme-classic. With `codeLinks`, the option keys and flags of
 * the code are links in that HTML; the code itself (`node.value`, which the
 * Markdown twins and the search index read) is left as written.
 */
export default function remarkCodeHtml({
  additionalLanguages,
  magicComments,
  codeLinks,
}: RemarkCodeHtmlOptions) {
  const options: CodeHtmlOptions = {
    prism: prismWithLanguages(additionalLanguages),
    styled: styledTypes(lightCodeTheme, darkCodeTheme),
    magicComments,
  };
  return (tree: MarkdownNode, file?: PageFile): void => {
    const page =
      codeLinks && file?.path ? path.relative(codeLinks.siteDir, file.path) : 'a Markdown page';
    let linked = 0;
    // `blockLine`: the line before the code's first, as a fence's opening line is.
    const annotationsOf = (block: CodeBlockSample, blockLine: number) => {
      const ranges = codeLinks ? linkRanges(codeLinks, block, page, blockLine) : [];
      linked += ranges.length;
      return ranges;
    };
    walk(tree, (node) => {
      if (node.type === 'code' && typeof node.value === 'string') {
        const language = node.lang ?? 'text';
        const annotations = annotationsOf(
          {code: node.value, lang: language, title: parseCodeTitle(node.meta ?? '')},
          node.position?.start.line ?? 0,
        );
        node.data = {
          ...node.data,
          hProperties: {
            ...node.data?.hProperties,
            html: codeBlockHtml(
              {code: node.value, language, metastring: node.meta ?? undefined, annotations},
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
              codeBlockHtml(
                {
                  code: line,
                  language: 'bash',
                  annotations: annotationsOf(
                    {code: line, lang: 'bash', title: null},
                    (node.position?.start.line ?? 1) - 1,
                  ),
                },
                options,
              ),
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
    if (codeLinks && file?.path) {
      siteCodeLinks(codeLinks.siteDir).recordPage(codeLinks.locale, page, linked);
    }
  };
}
