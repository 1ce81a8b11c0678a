import type {Vocabulary} from '@site/src/features/search/indexFormat';
import {vocabularyWords} from '@site/src/features/search/indexFormat';
import {
  allowedEdits,
  correctedQuery,
  correctedWord,
  editDistance,
  misspeltWordsCorrected,
} from '@site/src/features/search/spellingUtils';

const vocabulary: Vocabulary = [
  ['library', 40],
  ['typescript', 12],
  ['types', 9],
  ['typed', 1],
  ['bundleless', 6],
  ['autoexternal', 3],
  ['banner', 3],
  ['footer', 2],
  ['format', 2],
];

describe('spellingUtils', () => {
  it('counts letters added, left out, replaced and swapped', () => {
    expect(editDistance('typescript', 'typescript', 2)).toBe(0);
    expect(editDistance('typscript', 'typescript', 2)).toBe(1);
    expect(editDistance('typescirpt', 'typescript', 2)).toBe(1);
    expect(editDistance('bundelless', 'bundleless', 2)).toBe(1);
    expect(editDistance('bannr', 'banner', 2)).toBe(1);
    expect(editDistance('fromat', 'format', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    // Beyond the limit it stops counting.
    expect(editDistance('webpack', 'typescript', 2)).toBe(3);
    expect(editDistance('ab', 'abcdef', 1)).toBe(2);
  });

  it('allows two edits in long words and one in short ones', () => {
    expect(allowedEdits('banner')).toBe(1);
    expect(allowedEdits('typescript')).toBe(2);
  });

  it('corrects a word to the nearest word of the vocabulary, the most frequent of equals', () => {
    expect(correctedWord('typscript', vocabulary)).toBe('typescript');
    expect(correctedWord('TypeScirpt', vocabulary)).toBe('typescript');
    expect(correctedWord('autoexternl', vocabulary)).toBe('autoexternal');
    expect(correctedWord('formar', vocabulary)).toBe('format');
    // "typex" is one edit from "types" and from "typed": the more frequent wins.
    expect(correctedWord('typex', vocabulary)).toBe('types');
    expect(correctedWord('typex', [...vocabulary, ['typex', 1]])).toBeUndefined();
    // Fewer edits win over frequency: one from "bundles", two from "bundleless".
    expect(
      correctedWord('bundlles', [
        ['bundleless', 50],
        ['bundles', 1],
      ]),
    ).toBe('bundles');
  });

  it('leaves known, short and distant words alone', () => {
    expect(correctedWord('library', vocabulary)).toBeUndefined();
    expect(correctedWord('tpe', vocabulary)).toBeUndefined();
    expect(correctedWord('webpack', vocabulary)).toBeUndefined();
    // Two edits from "banner" is too many for a word of six letters.
    expect(correctedWord('bammar', vocabulary)).toBeUndefined();
    expect(correctedWord('typscript', [])).toBeUndefined();
  });

  it('corrects the Latin words of a query and keeps the rest as typed', () => {
    expect(correctedQuery('typscript', vocabulary)).toBe('typescript');
    expect(correctedQuery('typscript 配置', vocabulary)).toBe('typescript 配置');
    expect(correctedQuery('lib.autoExternl: false', vocabulary)).toBe('lib.autoexternal: false');
    expect(correctedQuery('bundelless librray', vocabulary)).toBe('bundleless library');
    expect(correctedQuery('typescript library', vocabulary)).toBeUndefined();
    expect(correctedQuery('类型声明', vocabulary)).toBeUndefined();
    expect(correctedQuery('', vocabulary)).toBeUndefined();
    expect(correctedQuery('%$#@!', vocabulary)).toBeUndefined();
  });

  it('corrects only the misspelt words, within as many edits as it is given', () => {
    expect(misspeltWordsCorrected('typscript 配置', vocabulary)).toBe('typescript 配置');
    expect(misspeltWordsCorrected('babelHelpers 怎么办', vocabulary)).toBeUndefined();
    // "tpyescrpt" is two edits off "typescript": corrected within two, not within one.
    expect(misspeltWordsCorrected('tpyescrpt 配置', vocabulary)).toBe('typescript 配置');
    expect(misspeltWordsCorrected('tpyescrpt 配置', vocabulary, 1)).toBeUndefined();
    expect(misspeltWordsCorrected('typscript 配置', vocabulary, 1)).toBe('typescript 配置');
  });

  it('leaves out a word near none of the vocabulary when the query holds one it knows and none is misspelt', () => {
    expect(correctedQuery('babelHelpers in a bundleless library 怎么办', vocabulary)).toBe(
      'in a bundleless library 怎么办',
    );
    // A misspelt word is corrected, the rest kept as typed.
    expect(correctedQuery('babelHelpers typscript', vocabulary)).toBe('babelHelpers typescript');
    // Nothing the vocabulary knows is left to search.
    expect(correctedQuery('babelHelpers 怎么办', vocabulary)).toBeUndefined();
    expect(correctedQuery('zzqxjv', vocabulary)).toBeUndefined();
  });

  it('takes the vocabulary’s words from a text as readers type them', () => {
    expect(vocabularyWords('lib.autoExternal: Bundle a CSS file')).toEqual([
      'autoexternal',
      'bundle',
      'file',
    ]);
    expect(vocabularyWords('产物 es2015 dts')).toEqual([]);
  });
});
