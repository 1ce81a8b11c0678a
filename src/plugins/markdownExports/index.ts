import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {llmsFullTxt, llmsTxt, sidebarSections, type SidebarEntry} from './utils';
// Node loads this plugin before the @site alias exists, hence the relative paths.
import {absoluteUrl, markdownPath} from '../../features/markdownExports/markdownLinksUtils';
import {mdxToMarkdown} from '../../features/markdownExports/twinUtils';
import {admonitionTitles} from '../../features/markdownExports/mdxComponentsUtils';

export interface MarkdownExportsOptions {
  /** Paragraphs of llms.txt under the summary, in the language being built. */
  details?: string;
}

interface ExportedPage {
  title: string;
  description: string;
  permalink: string;
  markdown: string;
}

interface Exports {
  pages: ExportedPage[];
  llms: string;
  llmsFull: string;
}

/** The doc's source path inside its docs folder: `guide/start/index.mdx`. */
function docsRelativePath(source: string, version: LoadedVersion, siteDir: string): string {
  const file = path.join(siteDir, source.replace(/^@site\//, ''));
  const folder = [version.contentPathLocalized, version.contentPath].find(
    (dir) => dir && !path.relative(dir, file).startsWith('..'),
  );
  return path
    .relative(folder ?? siteDir, file)
    .split(path.sep)
    .join('/');
}

async function buildExports(
  version: LoadedVersion,
  context: LoadContext,
  options: MarkdownExportsOptions,
): Promise<Exports> {
  const {siteDir, siteConfig} = context;
  const siteUrl = absoluteUrl(siteConfig.url, '');
  const titles = admonitionTitles(context.codeTranslations);
  const files = new Map(
    version.docs.map((doc) => [doc.id, docsRelativePath(doc.source, version, siteDir)]),
  );
  const permalinks = new Map(version.docs.map((doc) => [files.get(doc.id)!, doc.permalink]));
  const pagesById = new Map<string, ExportedPage>();
  await Promise.all(
    version.docs.map(async (doc) => {
      const source = await fs.readFile(
        path.join(siteDir, doc.source.replace(/^@site\//, '')),
        'utf8',
      );
      pagesById.set(doc.id, {
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        markdown: mdxToMarkdown({
          title: doc.title,
          description: doc.description,
          source,
          siteUrl,
          file: files.get(doc.id)!,
          permalinks,
          admonitionTitles: titles,
        }),
      });
    }),
  );

  const sections = sidebarSections(
    Object.values(version.sidebars) as unknown as SidebarEntry[][],
    (id) => pagesById.get(id)?.title ?? id,
  );
  // Pages in no sidebar still get a twin and a place in the full file, after the others.
  const listed = new Set(sections.flatMap((section) => section.docIds));
  const ordered = [
    ...sections.flatMap((section) => section.docIds),
    ...version.docs.map((doc) => doc.id).filter((id) => !listed.has(id)),
  ].flatMap((id) => pagesById.get(id) ?? []);

  const head = {name: siteConfig.title, summary: siteConfig.tagline};
  const llms = llmsTxt({
    ...head,
    details: options.details,
    sections: sections.map((section) => ({
      title: section.title,
      links: section.docIds.flatMap((id) => {
        const page = pagesById.get(id);
        return page
          ? [
              {
                title: page.title,
                url: absoluteUrl(siteUrl, markdownPath(page.permalink)),
                description: page.description,
              },
            ]
          : [];
      }),
    })),
  });
  const llmsFull = llmsFullTxt(
    head,
    ordered.map((page) => ({url: absoluteUrl(siteUrl, page.permalink), markdown: page.markdown})),
  );
  return {pages: ordered, llms, llmsFull};
}

/**
 * For AI tools: `llms.txt` and `llms-full.txt` at the root of each language,
 * and a Markdown twin of every doc page at its path with `.md`
 * (`/guide/start/` → `/guide/start/index.md`). Written after the build of the
 * language being built, into its own output folder.
 */
export default function markdownExportsPlugin(
  context: LoadContext,
  options: MarkdownExportsOptions = {},
): Plugin {
  let exports: Exports | null = null;
  return {
    name: 'markdown-exports',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const version =
        docsContent?.loadedVersions.find((loaded) => loaded.isLast) ??
        docsContent?.loadedVersions[0];
      exports = version ? await buildExports(version, context, options) : null;
    },
    async postBuild({outDir}) {
      if (!exports) {
        return;
      }
      const baseDir = outDir;
      const write = async (urlPath: string, text: string) => {
        // Permalinks carry the locale's baseUrl (`/zh/…`); outDir is already that folder.
        const relative = urlPath.startsWith(context.baseUrl)
          ? urlPath.slice(context.baseUrl.length)
          : urlPath.replace(/^\//, '');
        const file = path.join(baseDir, relative);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, text);
      };
      await Promise.all([
        write(`${context.baseUrl}llms.txt`, exports.llms),
        write(`${context.baseUrl}llms-full.txt`, exports.llmsFull),
        ...exports.pages.map((page) => write(markdownPath(page.permalink), page.markdown)),
      ]);
    },
  };
}
