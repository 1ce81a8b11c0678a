import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {pageHeadings, type PageHeading} from './utils';

export interface PageHeadingsRecord {
  title: string;
  /** The page's own `overviewHeaders` front matter, when it sets one. */
  overviewHeaders?: number[];
  headings: PageHeading[];
}

/** Keyed by permalink, for the docs of the locale being built. */
export type PageHeadingsByPermalink = Record<string, PageHeadingsRecord>;

function isDepthList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((depth) => Number.isInteger(depth));
}

/**
 * Writes every doc's headings at build time to
 * `@generated/page-headings/default/pages.json`, so that an overview page can
 * list other pages' sections (the /config/ overview) without fetching them at
 * run time. A data module rather than global data: only the overview's chunk
 * imports it, not every page's first load.
 */
export default function pageHeadingsPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-headings',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const docs = docsContent?.loadedVersions.flatMap((version) => version.docs) ?? [];
      const pages: PageHeadingsByPermalink = {};
      await Promise.all(
        docs.map(async (doc) => {
          const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
          const source = await fs.readFile(file, 'utf8');
          const {overviewHeaders} = doc.frontMatter as {overviewHeaders?: unknown};
          pages[doc.permalink] = {
            title: doc.title,
            ...(isDepthList(overviewHeaders) ? {overviewHeaders} : {}),
            headings: pageHeadings(source),
          };
        }),
      );
      await actions.createData('pages.json', JSON.stringify(pages));
    },
  };
}
