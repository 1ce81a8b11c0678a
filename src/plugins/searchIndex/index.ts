/**
 * The local search theme (`@easyops-cn/docusaurus-search-local`) with its
 * index shaped for the search dialog. Everything of the plugin is kept (its
 * worker, its `/search` page, its options); after it has written its index,
 * this theme:
 *
 * - adds to each section's text the identifiers of the section's code blocks
 *   (the plugin is told to leave code out: its text would double the index);
 * - adds each page's sidebar categories to its keywords ("FAQ");
 * - splits the index in two files the plugin's worker loads as two search
 *   contexts: `search-index-<hash>.json` with titles, headings and keywords,
 *   small and loaded first, and `search-index-body-<hash>.json` with the
 *   descriptions and the text of every section, loaded after it;
 * - makes the body smaller: no term positions (the dialog finds the matched
 *   words in the text itself), no stop words, numbers or single letters
 *   (the dialog leaves them out of what it asks the body), weights rounded;
 * - names both files by a hash that covers what shapes them besides the
 *   Markdown (INDEX_INPUTS), so that a reader's cached index, served as
 *   immutable, never outlives the build it belongs to.
 */
import fs from 'node:fs/promises';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {
  buildIndex,
  processPluginOptions,
  searchLocalPlugin,
  validateOptions,
} from '../../internals/searchLocalServer';
import {
  PART,
  codeTermsBySection,
  compactIndex,
  INDEX_INPUTS,
  indexInputsDigest,
  keepBodyTerm,
  renumber,
  splitIndex,
  TOPIC_WEIGHT_STEP,
  withCategories,
  withCodeTerms,
  type IndexDocument,
  type IndexPart,
  type SerializedIndex,
} from './utils';
// Node loads this plugin before the @site alias exists, hence the relative path.
import {BODY_SEARCH_CONTEXT} from '../../features/search/indexFormat';

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
      await Promise.all(
        docs.map(async (doc) => {
          const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
          codeTerms.set(doc.permalink, codeTermsBySection(await fs.readFile(file, 'utf8')));
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
      const topicFile = path.join(props.outDir, files[0]);
      const parts = JSON.parse(await fs.readFile(topicFile, 'utf8')) as IndexPart[];
      const content = withCodeTerms(
        parts[PART.content].documents,
        parts[PART.heading].documents,
        parts[PART.title].documents,
        codeTerms,
      );
      // The body file names pages and sections by small ids of its own; a section's and a
      // description's page URL is its title document's (the worker passes it with each hit).
      const titles = renumber(parts[PART.title].documents);
      const sections = renumber(content, titles.documents.length + 1).documents.map(
        ({i, t, s, h, p}): IndexDocument => ({i, t, s, h, p: titles.ids.get(p!)}),
      );
      const descriptions = parts[PART.description].documents.map(({i, t, s, p}): IndexDocument => ({
        i: titles.ids.get(i)!,
        t,
        s,
        p: titles.ids.get(p!),
      }));
      const keywords = withCategories(parts[PART.keywords].documents, parts[PART.title].documents);
      const built = buildIndex([[], [], descriptions, keywords, sections], config);
      const serialized = (kind: number) =>
        JSON.parse(JSON.stringify(built[kind].index)) as SerializedIndex;
      parts[PART.keywords] = {documents: keywords, index: serialized(PART.keywords)};
      const split = splitIndex(
        parts,
        {
          descriptions: {
            documents: descriptions,
            index: compactIndex(serialized(PART.description), {
              positions: 0,
              keepTerm: () => true,
              weightStep: TOPIC_WEIGHT_STEP,
            }),
          },
          content: {
            documents: sections,
            index: compactIndex(serialized(PART.content), {
              positions: 0,
              keepTerm: keepBodyTerm,
              weightStep: BODY_WEIGHT_STEP,
            }),
          },
        },
        titles.documents,
      );
      await Promise.all([
        fs.writeFile(topicFile, JSON.stringify(split.topic)),
        fs.writeFile(
          path.join(
            props.outDir,
            files[0].replace('search-index-', `search-index-${BODY_SEARCH_CONTEXT}-`),
          ),
          JSON.stringify(split.body),
        ),
      ]);
    },
  };
}
