import {vocabularyOf} from '../vocabulary';
import type {IndexDocument, IndexPart} from '../utils';

/** One part of the plugin's index per text, in its order: title, heading, description, keywords, content. */
const partsOf = (texts: string[]): IndexPart[] =>
  texts.map((t, i) => ({
    documents: [{i: i + 1, t, u: '/page', p: 1} satisfies IndexDocument],
    index: {version: '2.3.9', fields: ['t'], fieldVectors: [], invertedIndex: [], pipeline: []},
  }));

describe('vocabularyOf', () => {
  it('counts the words of titles, headings, keywords and descriptions, not of the text', () => {
    const parts = partsOf([
      'Rslib CLI',
      'Options',
      'Build a library with Rslib',
      'Guide',
      'Unusual wording',
    ]);
    expect(vocabularyOf(parts)).toEqual([
      ['rslib', 2],
      ['build', 1],
      ['guide', 1],
      ['library', 1],
      ['options', 1],
      ['with', 1],
    ]);
  });
});
