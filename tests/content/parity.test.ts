import {headingsOf, parseMdx} from '@site/src/utils/markdownUtils';
import {EN_DOCS_DIR, ZH_DOCS_DIR, allDocSources, listDocs, readDoc} from './docsFiles';

const headings = (dir: string, file: string) => headingsOf(parseMdx(readDoc(dir, file)));

describe('language parity', () => {
  const enDocs = listDocs(EN_DOCS_DIR);
  const zhDocs = listDocs(ZH_DOCS_DIR);

  it('has a Chinese page for every English page and no other', () => {
    expect(zhDocs).toEqual(enDocs);
  });

  it.each(allDocSources())(
    '%s %s/%s: every heading carries an explicit {#id}',
    (_lang, dir, file) => {
      const missing = headings(dir, file)
        .filter((heading) => heading.depth >= 2 && heading.explicitId === null)
        .map((heading) => `line ${heading.line}: ${heading.text}`);
      expect(missing).toEqual([]);
    },
  );

  it.each(enDocs)('%s: the same heading ids, in the same order, in both languages', (file) => {
    const ids = (dir: string) =>
      headings(dir, file).map((heading) => `h${heading.depth} ${heading.explicitId ?? '(no id)'}`);
    expect(ids(ZH_DOCS_DIR)).toEqual(ids(EN_DOCS_DIR));
  });

  it.each(allDocSources())('%s %s/%s: heading ids are unique on the page', (_lang, dir, file) => {
    const ids = headings(dir, file).map((heading) => heading.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
