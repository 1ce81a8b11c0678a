import {parseMdx} from '@site/src/utils/markdownUtils';
import {countCjkCharacters, countWords, proseOf} from './pageText';
import {EN_DOCS_DIR, ZH_DOCS_DIR, allDocSources, listDocs, readDoc} from './docsFiles';

/**
 * A page teaches; a page that restates its title is a stub. These floors catch
 * stubs and summaries passed off as translations; they are not a style target.
 */
const SECTION_INDEXES = new Set(['guide/solution/index.mdx', 'guide/migration/index.mdx']);

function minimumWords(file: string): number {
  if (SECTION_INDEXES.has(file)) {
    return 150;
  }
  return file.startsWith('guide/') ? 350 : 150;
}

const prose = (dir: string, file: string) => proseOf(parseMdx(readDoc(dir, file)));

describe('page prose', () => {
  it.each(listDocs(EN_DOCS_DIR))('%s is written in full in English', (file) => {
    expect(countWords(prose(EN_DOCS_DIR, file))).toBeGreaterThanOrEqual(minimumWords(file));
  });

  it.each(listDocs(EN_DOCS_DIR))('%s is translated in full in Chinese', (file) => {
    const english = countWords(prose(EN_DOCS_DIR, file));
    // Chinese runs about 1.5 characters per English word; 0.8 leaves room for
    // option names that stay in English, and still catches a summary.
    expect(countCjkCharacters(prose(ZH_DOCS_DIR, file))).toBeGreaterThanOrEqual(
      Math.round(english * 0.8),
    );
  });

  it.each(allDocSources())('%s %s/%s has no placeholder text', (_lang, dir, file) => {
    expect(readDoc(dir, file)).not.toMatch(
      /lorem ipsum|\bTODO\b|\bTBD\b|coming soon|待补充|待翻译/i,
    );
  });
});
