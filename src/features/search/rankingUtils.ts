/**
 * What each candidate says about its page (`pageRankingUtils` ranks the pages
 * by it): a title or an option named by the query owns it, then the page's sidebar
 * category, its headings, its description and its text; the query as typed
 * against chance matches. Pure functions.
 */
import {SearchDocumentType} from '@site/src/features/search/indexFormat';
import {queryWords} from '@site/src/features/search/queryUtils';
import {
  heldParts,
  holdsTypedPhraseOf,
  isPrecise,
  keywordsApart,
  nameOf,
  namesQuery,
  saysWhy,
  shareTypedAsPhrase,
  topicMatch,
} from '@site/src/features/search/typedTextUtils';
import type {Candidate, HitPage} from '@site/src/features/search/candidateUtils';
import {namesOnlySubject, type PageKinds} from '@site/src/features/search/pageKindUtils';

/**
 * What a match says about its page: the title naming the query says most,
 * then the page's keywords (its `keywords` front matter and its sidebar
 * categories), a heading, the description, and last the text.
 */
const TYPE_WEIGHT: Record<number, number> = {
  [SearchDocumentType.Title]: 10,
  [SearchDocumentType.Keywords]: 6,
  [SearchDocumentType.Heading]: 4,
  [SearchDocumentType.Description]: 3.5,
  [SearchDocumentType.Content]: 1.5,
};

/** A text that holds the query as typed (an error message, `loadConfig`, 样式文件). */
const EXACT_FACTOR = 3;

/**
 * A text that holds a query of `LONG_QUERY_WORDS` words or more as typed (a
 * pasted error message or line of code): no text holds one by chance, so it
 * weighs more again than a heading that names a part of it.
 */
const LONG_EXACT_FACTOR = 2;
const LONG_QUERY_WORDS = 5;

/** A text that holds each phrase of the query as typed, though apart ("输出目录……配置"). */
const PHRASES_FACTOR = 2;

/** A title or heading that is the query: the page or section owns the topic (`lib.umdName` for `umdname`). */
const OWNER_FACTOR = 2;

/**
 * A match whose text lacks the query as typed when what was typed is precise:
 * Chinese words (the index matched their characters one by one, which long
 * pages do by chance) or code (`--lib`, `import.meta.url`: the index matched
 * its words, `lib` of `lib.format`).
 */
const IMPRECISE_FACTOR = 0.3;

/** A match of a synonym of what was typed rather than of the words typed. */
const SYNONYM_FACTOR = 0.8;

/**
 * A match of a name of code the query holds among other words ("how to update
 * @rslib/core"): the page of the name, which need not answer the rest.
 */
const NAME_ALONE_FACTOR = 0.7;

/**
 * What the catalogue of packages says of a package that the query holds among
 * task words ("use @swc/helpers instead of inlined helpers", "升级
 * @rslib/core 版本") when the catalogue's title names no word of the query: the
 * page that teaches the task answers, the catalogue sends readers there. (Its
 * heading still owns the name typed alone, asked about as a package, "what
 * package is create-rslib", or asked what it is, "create-rslib 是啥".)
 */
const CATALOGUE_NAME_FACTOR = 0.35;

/**
 * A file's name (`package.json`, `rslib.config.ts`): not a package's, so the
 * catalogue's section on it (the fields of your `package.json`) weighs as any
 * page's (`CATALOGUE_NAME_FACTOR` is for packages).
 */
const isFileName = (name: string) => /\.(?:json|[cm]?[jt]sx?)$/.test(name);

/**
 * Whether a candidate is a title, keyword or heading that holds a file's name
 * searched alone among the query's other words (`package.json` of "don't
 * bundle dependencies listed in package.json").
 */
const namesFileAlone = (candidate: Candidate) =>
  candidate.nameAlone === true &&
  candidate.share === undefined &&
  candidate.type !== SearchDocumentType.Content &&
  candidate.type !== SearchDocumentType.Description &&
  isFileName(candidate.typed.whole);

/** A title, heading or section under a heading that says why, for a query that asks why. */
const REASON_FACTOR = 4;

/**
 * A heading, description or text on a summary page (glossary, overview, FAQ):
 * such pages name many topics to send readers to the page that owns each.
 */
const SUMMARY_PAGE_FACTOR = 0.5;

/**
 * The description of a summary page: a list of the topics it sends readers
 * on to ("bundle a dependency, dual ESM and CJS output, …").
 */
const SUMMARY_DESCRIPTION_FACTOR = 0.25;

/** The introduction answering a query that names only the site's subject ("what is rslib"). */
const SUBJECT_FACTOR = 4;

/** The glossary answering a question of what something is ("什么是 bundleless"). */
const DEFINITION_FACTOR = 4;

/**
 * The text of a migration guide: it names in passing the options and tasks
 * that other pages explain (its title and headings, which name the tool it
 * leaves, weigh as any page's).
 */
const MIGRATION_TEXT_FACTOR = 0.6;

/**
 * A title that holds one word of a query of four or more ("Environment
 * variables" for "umd global variable name"): the page is about that word,
 * not about what the query asks. (Of three, one is often the product's name:
 * "does rslib support vue".)
 */
const LONE_WORD_TITLE_FACTOR = 0.5;

/** The blog's posts rank below the docs that answer the same query. */
const BLOG_FACTOR = 0.4;

/** A page's text whose sections, or a keyword list whose keywords, hold the words only apart. */
const SCATTERED_SECTION_FACTOR = 0.5;

/** Whether a candidate's text names the words of the query it holds. */
function namesHeldWords({text, share}: Candidate): boolean {
  return (
    text !== null &&
    share !== undefined &&
    namesQuery(text, {whole: share.words.join(' '), parts: share.words})
  );
}

/**
 * Whether a title, heading or keyword holds two words or more of the query
 * and the query holds it as written: the message of a pasted error ("process
 * is not defined" of "Uncaught ReferenceError: process is not defined 浏览器里报错"),
 * which answers it whatever the reader added around it.
 */
const holdsWordsAsTyped = ({type, text, typed, share}: Candidate) =>
  share !== undefined &&
  text !== null &&
  type !== SearchDocumentType.Content &&
  type !== SearchDocumentType.Description &&
  holdsTypedPhraseOf(text, typed, share.words);

/** What the ranking knows about the pages of a result list. */
export interface RankingContext {
  subjectPage: (pageUrl: string) => boolean;
  summaryPage: (pageUrl: string) => boolean;
  glossaryPage: (pageUrl: string) => boolean;
  cataloguePage: (pageUrl: string) => boolean;
  migrationPage: (pageUrl: string) => boolean;
  blogPage: (pageUrl: string) => boolean;
  /** How many pages of a category have a heading of this text (`headingKey`) among the candidates. */
  headingPages: ReadonlyMap<string, number>;
  /** The best lunr score of a page's text, for scaling. */
  topContentScore: number;
  /** The pages that hold every word of the query, in one match or in several. */
  completePages: ReadonlySet<string>;
  /** How many pages' titles hold a word of the query (for titles that hold only some). */
  titlePages: ReadonlyMap<string, number>;
  /** The pages whose title holds the query or a word of it (not a name searched alone). */
  titledPages: ReadonlySet<string>;
  /** How many pages' titles, keywords and headings hold a file's name searched alone (`namesFileAlone`). */
  fileNamePages: ReadonlyMap<string, number>;
}

/**
 * A heading as the pages of one sidebar category share it: the category, and
 * the heading's words without the step number of a numbered heading. Sibling
 * pages that repeat a heading ("1. Install Rslib" in every migration guide)
 * follow one template; pages of different categories that share one (IIFE in
 * the glossary and on the format pages) each treat the topic.
 */
const headingKey = (page: HitPage, text: string) =>
  `${page.trail.join('\u0000')}\u0000${nameOf(text.replace(/^\s*\d+[.)]\s*/, ''))}`;

/** The ranking context of a list of candidates. */
export function rankingContext(
  candidates: readonly Candidate[],
  {subjectPage, summaryPage, glossaryPage, cataloguePage, migrationPage, blogPage}: PageKinds,
): RankingContext {
  const pagesByHeading = new Map<string, Set<string>>();
  const shares = new Map<string, {words: Set<string>; of: number}>();
  const titlePagesByWord = new Map<string, Set<string>>();
  const completePages = new Set<string>();
  const titledPages = new Set<string>();
  const fileNamePages = new Map<string, Set<string>>();
  let topContentScore = 0;
  for (const candidate of candidates) {
    const url = candidate.page.url;
    if (namesFileAlone(candidate)) {
      const pages = fileNamePages.get(candidate.typed.whole) ?? new Set<string>();
      pages.add(url);
      fileNamePages.set(candidate.typed.whole, pages);
    }
    if (candidate.type === SearchDocumentType.Title && candidate.nameAlone !== true) {
      titledPages.add(url);
    }
    if (candidate.share && (namesHeldWords(candidate) || holdsWordsAsTyped(candidate))) {
      // A title that is one of the words (`lib.banner` for "顶部加 banner") is about it,
      // and one the query writes as it stands answers it, whatever else the query says.
      completePages.add(url);
    }
    if (candidate.share) {
      const known = shares.get(url) ?? {words: new Set<string>(), of: candidate.share.of};
      candidate.share.words.forEach((word) => known.words.add(word));
      shares.set(url, known);
      if (candidate.type === SearchDocumentType.Title) {
        for (const word of candidate.share.words) {
          const pages = titlePagesByWord.get(word) ?? new Set<string>();
          pages.add(url);
          titlePagesByWord.set(word, pages);
        }
      }
    } else {
      completePages.add(url);
    }
    if (candidate.type === SearchDocumentType.Heading && candidate.text !== null) {
      const key = headingKey(candidate.page, candidate.text);
      const pages = pagesByHeading.get(key) ?? new Set<string>();
      pages.add(candidate.page.url);
      pagesByHeading.set(key, pages);
    }
    if (candidate.type === SearchDocumentType.Content) {
      topContentScore = Math.max(topContentScore, candidate.score);
    }
  }
  // A query of three words or more is answered by a page that lacks one.
  for (const [url, {words, of}] of shares) {
    if (words.size >= (of >= 3 ? of - 1 : of)) {
      completePages.add(url);
    }
  }
  // A sentence that no page answers so ("产物要兼容低版本浏览器，可选链 ?. 没被转译") is
  // answered, rather than by nothing, by the pages that hold the most of its words.
  if (completePages.size === 0) {
    const most = Math.max(0, ...[...shares.values()].map(({words}) => words.size));
    for (const [url, {words, of}] of shares) {
      if (of >= 3 && words.size === most) {
        completePages.add(url);
      }
    }
  }
  return {
    subjectPage,
    summaryPage,
    glossaryPage,
    cataloguePage,
    migrationPage,
    blogPage,
    headingPages: new Map([...pagesByHeading].map(([key, pages]) => [key, pages.size])),
    topContentScore,
    completePages,
    titlePages: new Map([...titlePagesByWord].map(([word, pages]) => [word, pages.size])),
    titledPages,
    fileNamePages: new Map([...fileNamePages].map(([name, pages]) => [name, pages.size])),
  };
}

/**
 * The weight of a candidate (see `TYPE_WEIGHT` and the factors above). A
 * heading that many pages share (each migration guide's "Install Rslib") says
 * little about any of them: its weight is shared among them. A page's text
 * weighs more the better lunr scores it.
 */
export function candidateWeight(candidate: Candidate, context: RankingContext): number {
  const {type, text, page, typed} = candidate;
  const isTitle = type === SearchDocumentType.Title || type === SearchDocumentType.Keywords;
  let weight = TYPE_WEIGHT[type] ?? 1;
  const match = text === null ? 0 : topicMatch(text, typed);
  if (text !== null) {
    if (match === 2) {
      weight *= EXACT_FACTOR;
      if (queryWords(typed.whole).length >= LONG_QUERY_WORDS) {
        weight *= LONG_EXACT_FACTOR;
      }
    } else if (match === 1) {
      weight *= PHRASES_FACTOR;
    } else {
      // A title, heading or keyword typed as written among other words ("replace tsc"
      // of "replace tsc with rslib") says more than its words apart.
      const ownPhrase =
        type === SearchDocumentType.Content || type === SearchDocumentType.Description
          ? 0
          : shareTypedAsPhrase(text, typed);
      if (isPrecise(typed)) {
        // The more of the query's phrases it holds as typed, or the more of the
        // query one of its own phrases is, the less it is by chance.
        const held = Math.max(heldParts(text, typed), ownPhrase);
        weight *= IMPRECISE_FACTOR + (1 - IMPRECISE_FACTOR) * held;
      } else {
        weight *= 1 + (PHRASES_FACTOR - 1) * ownPhrase;
      }
    }
    // A title or heading that names the query, or most of it (`output.cleanDistPath`
    // for "cleandistpath dist"; not `lib.bundle` for "append code at end of bundle"), owns it.
    const named = candidate.share
      ? candidate.share.weight >= 0.5 && namesHeldWords(candidate)
      : namesQuery(text, typed);
    // A summary page's heading names a topic to send readers to its owner.
    const owner =
      type === SearchDocumentType.Title ||
      (type === SearchDocumentType.Heading &&
        (!context.summaryPage(page.url) || candidate.definition === true));
    const catalogueName =
      candidate.nameAlone === true &&
      !isFileName(typed.whole) &&
      candidate.definition !== true &&
      context.cataloguePage(page.url) &&
      !context.titledPages.has(page.url);
    if (catalogueName) {
      weight *= CATALOGUE_NAME_FACTOR;
    } else if (owner && named) {
      weight *= OWNER_FACTOR;
    }
    if (type === SearchDocumentType.Heading) {
      weight /= context.headingPages.get(headingKey(page, text)) ?? 1;
    }
  }
  if (type === SearchDocumentType.Content) {
    if (context.topContentScore > 0) {
      weight *= 0.75 + (0.5 * candidate.score) / context.topContentScore;
    }
    // A page's text not read yet is taken to lack a precise query as typed,
    // until its sections show otherwise.
    if (text === null && isPrecise(typed)) {
      weight *= IMPRECISE_FACTOR;
    }
    if (context.migrationPage(page.url)) {
      weight *= MIGRATION_TEXT_FACTOR;
    }
  }
  if (context.subjectPage(page.url) && namesOnlySubject(typed.parts.join(' '))) {
    weight *= SUBJECT_FACTOR;
  }
  // A question of an FAQ that holds the reader's question answers it where it stands.
  const asksAsTyped =
    candidate.question === true &&
    type === SearchDocumentType.Heading &&
    match > 0 &&
    /[?？]\s*$/.test(text ?? '');
  if (candidate.definition && context.glossaryPage(page.url)) {
    weight *= DEFINITION_FACTOR;
  } else if (context.summaryPage(page.url) && !isTitle && !asksAsTyped) {
    weight *=
      type === SearchDocumentType.Description ? SUMMARY_DESCRIPTION_FACTOR : SUMMARY_PAGE_FACTOR;
  }
  if (candidate.why && text !== null && type !== SearchDocumentType.Description && saysWhy(text)) {
    weight *= REASON_FACTOR;
  }
  if (context.blogPage(page.url)) {
    weight *= BLOG_FACTOR;
  }
  if (candidate.share) {
    // A title naming one word of two says more than a heading doing so: the
    // page is about that word, and holds the other; the fewer titles hold the
    // word, the more it says (`banner` of "license banner", not `module` of
    // "hot module replacement").
    const {words, weight: share} = candidate.share;
    if (type === SearchDocumentType.Title) {
      const titles = Math.min(...words.map((word) => context.titlePages.get(word) ?? 1));
      weight *= Math.sqrt(share / titles);
      if (words.length === 1 && candidate.share.of >= 4) {
        weight *= LONE_WORD_TITLE_FACTOR;
      }
    } else {
      weight *= share;
    }
  }
  if (
    candidate.scattered ||
    (type === SearchDocumentType.Keywords &&
      text !== null &&
      !candidate.share &&
      keywordsApart(text, candidate.tokens))
  ) {
    weight *= SCATTERED_SECTION_FACTOR;
  }
  if (candidate.synonym) {
    weight *= SYNONYM_FACTOR;
  }
  if (candidate.nameAlone) {
    weight *= NAME_ALONE_FACTOR;
    // A file's name that several pages' titles, keywords and headings hold is named by each
    // for its own topic (the `type` field, a dual package's `exports`, the `types` of
    // declarations): none owns it as an option's page owns its name.
    if (isFileName(candidate.typed.whole)) {
      weight /= Math.sqrt(context.fileNamePages.get(candidate.typed.whole) ?? 1);
    }
  }
  return weight;
}
