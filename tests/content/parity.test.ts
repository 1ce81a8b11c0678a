import {extractHeadings, splitFrontMatter} from '@site/src/utils/markdownUtils';
import {EN_DOCS_DIR, ZH_DOCS_DIR, allDocSources, listDocs, readDoc} from './docsFiles';

describe('language parity', () => {
  const enDocs = listDocs(EN_DOCS_DIR);
  const zhDocs = listDocs(ZH_DOCS_DIR);

  it('has a Chinese page for every English page and no other', () => {
    expect(zhDocs).toEqual(enDocs);
  });

  it.each(allDocSources())(
    '%s %s/%s: every heading carries an explicit {#id}',
    (_lang, dir, file) => {
      const missing = extractHeadings(splitFrontMatter(readDoc(dir, file)).body)
        .filter((heading) => heading.depth >= 2 && heading.id === null)
        .map((heading) => `line ${heading.line}: ${heading.text}`);
      expect(missing).toEqual([]);
    },
  );

  it.each(enDocs)('%s: the same heading ids, in the same order, in both languages', (file) => {
    const ids = (dir: string) =>
      extractHeadings(splitFrontMatter(readDoc(dir, file)).body).map(
        (heading) => `h${heading.depth} ${heading.id ?? '(no id)'}`,
      );
    expect(ids(ZH_DOCS_DIR)).toEqual(ids(EN_DOCS_DIR));
  });

  it.each(allDocSources())('%s %s/%s: heading ids are unique on the page', (_lang, dir, file) => {
    const ids = extractHeadings(readDoc(dir, file))
      .map((heading) => heading.id)
      .filter((id): id is string => id !== null);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
