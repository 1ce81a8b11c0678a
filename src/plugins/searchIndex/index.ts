/**
 * The local search theme (`@easyops-cn/docusaurus-search-local`) with its
 * index shaped for the search dialog. The plugin's worker, options and
 * `/search` route are kept (`src/theme/SearchPage` renders that route); after
 * the plugin has written its index, this theme:
 *
 * - adds to each section's text the identifiers of the section's code blocks
 *   (the plugin is told to leave code out: its text would double the index);
 * - adds each page's sidebar categories ("FAQ") to its keywords (the
 *   `keywords` of its front matter, which the plugin reads from its meta tag);
 * - writes the files of `src/features/search/indexFormat.ts`: the topic index
 *   (titles with their sidebar trail, headings, keywords and categories:
 *   small, fetched first), the body index (one document per page over its
 *   whole text, and the descriptions, without their text) and one text file
 *   per page (its sections, for the excerpts of the pages a search shows)
 *   and the vocabulary (the words of titles, headings, keywords and
 *   descriptions, to correct a query that finds nothing);
 * - keeps the indexes small: no term positions (the dialog finds the matched
 *   words in the text itself), no stop words, numbers or single letters in the
 *   body (the dialog leaves them out of what it asks it), weights rounded;
 * - names every file by a hash that covers what shapes them besides the
 *   Markdown (INDEX_INPUTS), so that a reader's cached index, served as
 *   immutable, never outlives the build it belongs to.
 */
import fs from 'node:fs/promises';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {
  buildIndex,
  processPluginOptions,
  searchLocalPlugin,
  validateOptions,
} from '../../internals/searchLocalServer';
import {
  PART,
  bodyParts,
  codeTermsBySection,
  compactIndex,
  INDEX_INPUTS,
  indexInputsDigest,
  keepBodyTerm,
  pageDocuments,
  pageSections,
  renumber,
  TOPIC_WEIGHT_STEP,
  topicParts,
  withCategories,
  withCodeTerms,
  type IndexDocument,
  type IndexPart,
  type SerializedIndex,
} from './utils';
import {vocabularyOf} from './vocabulary';
// Node loads this plugin before the @site alias exists, hence the relative path.
import {
  BODY_SEARCH_CONTEXT,
  pageTextFolder,
  VOCABULARY_CONTEXT,
} from '../../features/search/indexFormat';

export {validateOptions};

/** Rounding of the body's term weights: coarse enough to compress, fine enough to rank. */
const BODY_WEIGHT_STEP = 0.5;

/**
 * Writes the digest of INDEX_INPUTS as Markdown into a folder of its own and
 * returns that folder: added to the plugin's `docsDir`, whose Markdown its
 * index file name is a hash of, it renames the index whenever an input changes.
 */
function writeIndexInputsDigest(context: LoadContext): string {
  const folder = path.join(context.generatedFilesDir, 'search-index-inputs');
  mkdirSync(folder, {recursive: true});
  const inputs = INDEX_INPUTS.map((name) => ({
    name,
    content: readFileSync(path.join(context.siteDir, name)),
  }));
  writeFileSync(path.join(folder, 'inputs.md'), indexInputsDigest(inputs));
  return folder;
}

export default function searchIndexTheme(
  context: LoadContext,
  userOptions: Record<string, unknown>,
): Plugin {
  const docsDir = [userOptions.docsDir ?? 'docs'].flat() as string[];
  const options = {...userOptions, docsDir: [...docsDir, writeIndexInputsDigest(context)]};
  const plugin = searchLocalPlugin(context, options);
  const config = processPluginOptions(options, context);
  /** Code identifiers by page URL, then by section hash. */
  const codeTerms = new Map<string, Map<string, string[]>>();

  return {
    ...plugin,
    async allContentLoaded({allContent}) {
      const docs =
        (
          allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined
        )?.loadedVersions.flatMap((version) => version.docs) ?? [];
      const posts =
        (allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined)
          ?.blogPosts ?? [];
      const sources = [
        ...docs.map((doc) => ({source: doc.source, permalink: doc.permalink})),
        ...posts.map(({metadata}) => ({source: metadata.source, permalink: metadata.permalink})),
      ];
      await Promise.all(
        sources.map(async ({source, permalink}) => {
          const file = path.join(context.siteDir, source.replace(/^@site\//, ''));
          codeTerms.set(permalink, codeTermsBySection(await fs.readFile(file, 'utf8')));
        }),
      );
    },
    async postBuild(props) {
      await plugin.postBuild!(props);
      const files = (await fs.readdir(props.outDir)).filter((name) =>
        /^search-index-[0-9a-f]+\.json$/.test(name),
      );
      if (files.length !== 1) {
        throw new Error(`Expected one search index in ${props.outDir}, found ${files.length}.`);
      }
      const hash = /^search-index-([0-9a-f]+)\.json$/.exec(files[0])![1];
      const topicFile = path.join(props.outDir, files[0]);
      const parts = JSON.parse(await fs.readFile(topicFile, 'utf8')) as IndexPart[];
      const content = withCodeTerms(
        parts[PART.content].documents,
        parts[PART.heading].documents,
        parts[PART.title].documents,
        codeTerms,
      );
      // The body index names pages by small ids of its own: its title documents are
      // numbered from 1, its page and description documents after them.
      const titles = renumber(parts[PART.title].documents);
      const sections = pageSections(content, titles.ids);
      const pages = pageDocuments(sections, titles.documents.length + 1);
      const descriptions = parts[PART.description].documents.map(({i, t, p}): IndexDocument => ({
        i: titles.ids.get(i)! + titles.documents.length + pages.length,
        t,
        p: titles.ids.get(p!),
      }));
      const keywords = withCategories(parts[PART.keywords].documents, parts[PART.title].documents);
      const built = buildIndex([[], [], descriptions, keywords, pages], config);
      const serialized = (kind: number) =>
        JSON.parse(JSON.stringify(built[kind].index)) as SerializedIndex;
      parts[PART.keywords] = {documents: keywords, index: serialized(PART.keywords)};
      const folder = pageTextFolder(hash);
      const body = bodyParts(
        parts,
        titles.documents,
        (page) => `${folder}/${page}.json`,
        {
          documents: descriptions,
          index: compactIndex(serialized(PART.description), {
            positions: 0,
            keepTerm: () => true,
            weightStep: TOPIC_WEIGHT_STEP,
          }),
        },
        {
          documents: pages,
          index: compactIndex(serialized(PART.content), {
            positions: 0,
            keepTerm: keepBodyTerm,
            weightStep: BODY_WEIGHT_STEP,
          }),
        },
      );
      // The words of the titles, headings, keywords with their categories, and descriptions.
      const vocabulary = vocabularyOf(parts);
      await fs.mkdir(path.join(props.outDir, folder), {recursive: true});
      await Promise.all([
        fs.writeFile(topicFile, JSON.stringify(topicParts(parts))),
        fs.writeFile(
          path.join(
            props.outDir,
            files[0].replace('search-index-', `search-index-${BODY_SEARCH_CONTEXT}-`),
          ),
          JSON.stringify(body),
        ),
        fs.writeFile(
          path.join(
            props.outDir,
            files[0].replace('search-index-', `search-index-${VOCABULARY_CONTEXT}-`),
          ),
          JSON.stringify(vocabulary),
        ),
        ...[...sections].map(([page, pageText]) =>
          fs.writeFile(path.join(props.outDir, folder, `${page}.json`), JSON.stringify(pageText)),
        ),
      ]);
    },
  };
}
