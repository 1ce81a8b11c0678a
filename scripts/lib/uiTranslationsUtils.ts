/**
 * What `docusaurus write-translations --locale zh` would leave untranslated, as
 * pure functions: the messages Docusaurus extracts (English defaults) against
 * what i18n/zh holds. The script (scripts/check-ui-translations.ts) loads both.
 */

/** `{id: {message, description?}}`, the shape of code.json and the plugin translation files. */
export type TranslationContent = Record<string, {message: string; description?: string}>;

export interface TranslationFileCheck {
  /** Shown in the report, e.g. `i18n/zh/code.json`. */
  file: string;
  /** What write-translations would write: every id with its English default message. */
  expected: TranslationContent;
  /** What the zh file holds, or null when the file is missing or unreadable. */
  actual: TranslationContent | null;
  /**
   * Messages a theme already ships for this locale (Docusaurus' zh-Hans theme
   * strings), by id: a zh message equal to one of these is a translation.
   */
  localeDefaults?: Record<string, string>;
}

export type ProblemKind = 'missing' | 'untranslated' | 'empty';

export interface TranslationProblem {
  file: string;
  id: string;
  kind: ProblemKind;
  /** The English default message. */
  message: string;
}

/**
 * Messages that are the same in both languages: product and brand names,
 * version labels, numbers. Compared after trimming.
 */
export const IDENTICAL_ALLOWED: readonly string[] = [
  '404',
  'Rslib',
  'Rsbuild',
  'Rspack',
  'Rspress',
  'Rsdoctor',
  'Rstack',
  'GitHub',
  'npm',
  'JavaScript API',
  '1.x',
];

/** Whether an English message may legitimately stay as it is in Chinese. */
export function isIdenticalAllowed(
  message: string,
  allowed: readonly string[] = IDENTICAL_ALLOWED,
): boolean {
  const text = message.trim();
  // Nothing a reader reads as a word: numbers, symbols, placeholders only.
  if (!/[A-Za-z]/.test(text.replace(/\{[^}]*\}/g, ''))) {
    return true;
  }
  return allowed.includes(text);
}

/** Reads a translation file's JSON; null for anything that is not `{id: {message}}`. */
export function parseTranslationContent(json: string): TranslationContent | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return null;
  }
  const content: TranslationContent = {};
  for (const [id, value] of Object.entries(data as Record<string, unknown>)) {
    const message = (value as {message?: unknown} | null)?.message;
    if (typeof message !== 'string') {
      return null;
    }
    content[id] = value as {message: string; description?: string};
  }
  return content;
}

/** The ids missing from a zh file, and its entries still in English. */
export function checkTranslationFile(
  check: TranslationFileCheck,
  allowed: readonly string[] = IDENTICAL_ALLOWED,
): TranslationProblem[] {
  const actual = check.actual ?? {};
  return Object.entries(check.expected).flatMap(([id, {message}]) => {
    const translated = actual[id]?.message;
    const problem = (kind: ProblemKind) => [{file: check.file, id, kind, message}];
    if (translated === undefined) {
      return problem('missing');
    }
    if (translated.trim() === '' && message.trim() !== '') {
      return problem('empty');
    }
    if (
      translated.trim() === message.trim() &&
      check.localeDefaults?.[id]?.trim() !== translated.trim() &&
      !isIdenticalAllowed(message, allowed)
    ) {
      return problem('untranslated');
    }
    return [];
  });
}

/** Ids a zh file holds that no code or config uses any more (reported, never fatal). */
export function unusedIds(check: TranslationFileCheck): string[] {
  return Object.keys(check.actual ?? {}).filter((id) => !(id in check.expected));
}

const KIND_TEXT: Record<ProblemKind, string> = {
  missing: 'missing',
  untranslated: 'still English',
  empty: 'empty',
};

export function formatProblem(problem: TranslationProblem): string {
  return `  ${problem.file}: ${problem.id} ${KIND_TEXT[problem.kind]} (en: ${JSON.stringify(problem.message)})`;
}
