import {
  PART,
  codeIdentifiers,
  codeTermsBySection,
  indexInputsDigest,
  compactIndex,
  keepBodyTerm,
  bodyParts,
  commandLines,
  joinedNames,
  pageDocuments,
  pageSections,
  renumber,
  topicParts,
  withCategories,
  withCodeTerms,
  type IndexDocument,
  type IndexPart,
  type SerializedIndex,
} from '../utils';
import {CODE_TERMS_SEPARATOR} from '../../../features/search/indexFormat';

describe('codeIdentifiers', () => {
  it('keeps option names, values, flags, packages and dotted paths, once each', () => {
    const code = [
      "import {defineConfig} from '@rslib/core';",
      'export default defineConfig({',
      "  lib: [{format: 'esm', syntax: 'es2015', output: {minify: false}}],",
      '  performance: {chunkSplit: {strategy: "split-by-module"}},',
      '});',
      'if (import.meta.url && process.env.NODE_ENV) {}',
      'npx rslib build --no-bundle --lib esm',
    ].join('\n');
    expect(codeIdentifiers(code)).toEqual([
      'defineConfig',
      '@rslib/core',
      'lib',
      'format',
      'esm',
      'syntax',
      'es2015',
      'output',
      'minify',
      'performance',
      'chunkSplit',
      'strategy',
      'split-by-module',
      'import.meta.url',
      'process.env.NODE_ENV',
      'npx',
      'rslib',
      'build',
      '--no-bundle',
      '--lib',
    ]);
  });

  it('leaves out syntax words, numbers and one-letter names', () => {
    expect(codeIdentifiers('const x = 1; export default function () { return true; }')).toEqual([]);
  });
});

describe('codeTermsBySection', () => {
  it('files each code block under the h2 or h3 it is in, the intro under ""', () => {
    const source = [
      '---',
      'title: Page',
      '---',
      '',
      '```ts',
      'createRequire',
      '```',
      '',
      '## Options {#options}',
      '',
      '```js',
      'splitChunks',
      '```',
      '',
      '#### Deep {#deep}',
      '',
      '```js',
      'preserveModules',
      '```',
      '',
      '### Sub {#sub}',
      '',
      ':::tip',
      '```bash',
      'rslib build --watch',
      '```',
      ':::',
    ].join('\n');
    expect(Object.fromEntries(codeTermsBySection(source))).toEqual({
      '': ['createRequire'],
      '#options': ['splitChunks', 'preserveModules'],
      '#sub': ['rslib', 'build', '--watch', 'rslib build --watch'],
    });
  });
});

describe('withCodeTerms', () => {
  const titles: IndexDocument[] = [{i: 1, t: 'Page', u: '/page'}];
  const headings: IndexDocument[] = [
    {i: 2, t: 'Options', u: '/page', h: '#options', p: 1},
    {i: 3, t: 'Example', u: '/page', h: '#example', p: 1},
  ];
  const content: IndexDocument[] = [
    {i: 4, t: 'Set the format option.', s: 'Options', u: '/page', h: '#options', p: 1},
  ];

  it('appends the identifiers the text lacks after the separator', () => {
    const terms = new Map([['/page', new Map([['#options', ['format', 'splitChunks']]])]]);
    expect(withCodeTerms(content, headings, titles, terms)).toEqual([
      {...content[0], t: `Set the format option.${CODE_TERMS_SEPARATOR}splitChunks`},
    ]);
  });

  it('gives a section with code and no text a document of its own', () => {
    const terms = new Map([
      [
        '/page',
        new Map([
          ['#example', ['defineConfig']],
          ['#missing', ['nothing']],
        ]),
      ],
    ]);
    expect(withCodeTerms(content, headings, titles, terms)).toEqual([
      content[0],
      {
        i: 5,
        t: `${CODE_TERMS_SEPARATOR}defineConfig`,
        s: 'Example',
        u: '/page',
        h: '#example',
        p: 1,
      },
    ]);
  });
});

describe('withCategories', () => {
  it("adds each page's sidebar categories to its keywords, which name their page by its id only", () => {
    const titles: IndexDocument[] = [
      {i: 1, t: 'General FAQ', u: '/faq', b: ['Guide', 'FAQ']},
      {i: 2, t: 'Home', u: '/home', b: ['Guide']},
      {i: 3, t: 'Tagged', u: '/tagged', b: ['Guide', 'Basic', 'More']},
    ];
    const keywords: IndexDocument[] = [{i: 3, t: 'tag', s: 'Tagged', u: '/tagged', p: 3}];
    expect(withCategories(keywords, titles)).toEqual([
      {i: 3, t: 'tag, Basic, More', p: 3},
      {i: 1, t: 'FAQ', p: 1},
    ]);
    expect(keywords[0].t).toBe('tag');
  });
});

const index = (overrides: Partial<SerializedIndex> = {}): SerializedIndex => ({
  version: '2.3.9',
  fields: ['t'],
  fieldVectors: [],
  invertedIndex: [],
  pipeline: ['stemmer'],
  ...overrides,
});

describe('compactIndex', () => {
  const full = index({
    invertedIndex: [
      ['2015', {_index: 0, t: {'1': {position: [[0, 4]]}}}],
      ['bundl', {_index: 1, t: {'1': {position: [[5, 6]]}, '2': {position: [[0, 6]]}}}],
    ],
    fieldVectors: [
      ['t/1', [0, 1.234, 1, 0.04]],
      ['t/2', [1, 2.76]],
    ],
  });

  it('drops terms, positions and fine weights', () => {
    expect(compactIndex(full, {positions: 0, keepTerm: keepBodyTerm, weightStep: 0.5})).toEqual(
      index({
        invertedIndex: [['bundl', {_index: 1, t: {'1': {}, '2': {}}}]],
        fieldVectors: [
          ['t/1', [1, 0.5]],
          ['t/2', [1, 3]],
        ],
      }),
    );
  });

  it('keeps the first positions when asked', () => {
    const many = index({
      invertedIndex: [
        [
          'bundl',
          {
            _index: 0,
            t: {
              '1': {
                position: [
                  [0, 6],
                  [9, 6],
                ],
              },
            },
          },
        ],
      ],
      fieldVectors: [['t/1', [0, 1.234]]],
    });
    const kept = compactIndex(many, {positions: 1, keepTerm: () => true, weightStep: 0.1});
    expect(kept.invertedIndex).toEqual([['bundl', {_index: 0, t: {'1': {position: [[0, 6]]}}}]]);
    expect(kept.fieldVectors).toEqual([['t/1', [0, 1.2]]]);
  });
});

describe('keepBodyTerm', () => {
  it('leaves out stop words, numbers and lone letters', () => {
    expect(['the', 'with', '2015', 'x', '库', 'es2015', 'bundl'].map(keepBodyTerm)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('renumber', () => {
  it('numbers documents from the first id given', () => {
    expect(renumber([{i: 9, t: 'a'}], 79).documents).toEqual([{i: 79, t: 'a'}]);
  });

  it('numbers documents from 1 and maps the old ids', () => {
    const {documents, ids} = renumber([
      {i: 40, t: 'a'},
      {i: 7, t: 'b'},
    ]);
    expect(documents).toEqual([
      {i: 1, t: 'a'},
      {i: 2, t: 'b'},
    ]);
    expect([...ids]).toEqual([
      [40, 1],
      [7, 2],
    ]);
  });
});

describe('the files of the index', () => {
  const part = (documents: IndexDocument[]): IndexPart => ({documents, index: index()});
  const parts = [
    part([{i: 1, t: 'Page', u: '/page', b: ['Guide', 'Basic']}]),
    part([{i: 2, t: 'Options', u: '/page', h: '#options', p: 1}]),
    part([{i: 1, t: 'A description', s: 'Page', u: '/page', p: 1}]),
    part([{i: 1, t: 'Guide', s: 'Page', u: '/page', p: 1}]),
    part([{i: 3, t: 'Text', s: 'Options', u: '/page', h: '#options', p: 1}]),
  ];

  it('keeps titles, headings and categories in the topic index', () => {
    const topic = topicParts(parts);
    expect(topic.map((item) => item.documents.length)).toEqual([1, 1, 0, 1, 0]);
    expect(topic[PART.title].documents[0].b).toEqual(['Guide', 'Basic']);
    expect(topic[PART.content].index.invertedIndex).toEqual([]);
  });

  it('gathers the sections of each page for its text file, by the page id of the body index', () => {
    const content: IndexDocument[] = [
      {i: 5, t: 'Intro', s: 'Page', u: '/page', p: 1},
      {
        i: 6,
        t: `Set it.${CODE_TERMS_SEPARATOR}umdName`,
        s: 'Options',
        u: '/page',
        h: '#options',
        p: 1,
      },
      {i: 7, t: 'Elsewhere', s: 'Other', u: '/other', p: 9},
    ];
    const sections = pageSections(content, new Map([[1, 1]]));
    expect([...sections]).toEqual([
      [
        1,
        [
          ['', 'Page', 'Intro'],
          ['#options', 'Options', `Set it.${CODE_TERMS_SEPARATOR}umdName`],
        ],
      ],
    ]);
  });

  it('indexes each page once over its headings, its text and the names of its code as one word', () => {
    const pages = pageDocuments(
      new Map([
        [
          1,
          [
            ['#a', 'Polyfills', 'Install core-js, then read import.meta.url.'] as [
              string,
              string,
              string,
            ],
          ],
        ],
      ]),
      10,
    );
    expect(pages).toEqual([
      {
        i: 10,
        p: 1,
        t: 'Polyfills\nInstall core-js, then read import.meta.url.\ncorejs importmetaurl',
      },
    ]);
    expect(joinedNames('Use @rslib/core and --no-bundle, not 1.0 or v0-to-v1.')).toEqual([
      'rslibcore',
      'nobundle',
      'v0tov1',
    ]);
  });

  it('names each page of the body index with its trail and text file, and leaves the text out of its documents', () => {
    const descriptions = part([{i: 3, t: 'A description', p: 1}]);
    const pages = part([{i: 2, t: 'Intro Set it.', p: 1}]);
    const body = bodyParts(
      parts,
      [{i: 1, t: 'Page', u: '/page', b: ['Guide', 'Basic']}],
      (page) => `search-text-abc/${page}.json`,
      descriptions,
      pages,
    );
    expect(body[PART.title].documents).toEqual([
      {i: 1, t: 'Page', u: '/page', b: ['Guide', 'Basic'], x: 'search-text-abc/1.json'},
    ]);
    expect(body[PART.description]).toBe(descriptions);
    expect(body[PART.content].documents).toEqual([{i: 2, p: 1}]);
    expect(body.map((item) => item.documents.length)).toEqual([1, 0, 1, 0, 1]);
  });
});

describe('indexInputsDigest', () => {
  const inputs = [
    {name: 'sidebars.ts', content: 'export default {};'},
    {name: 'src/plugins/searchIndex/utils.ts', content: 'export const a = 1;'},
  ];

  it('lists every input once, by name, whatever order they come in', () => {
    const digest = indexInputsDigest(inputs);
    expect(digest).toBe(indexInputsDigest([...inputs].reverse()));
    expect(digest.match(/^- .+: [0-9a-f]{16}$/gm)?.map((line) => line.split(':')[0])).toEqual([
      '- sidebars.ts',
      '- src/plugins/searchIndex/utils.ts',
    ]);
  });

  it('changes when any input changes, so the index gets a new file name', () => {
    const changed = [inputs[0], {...inputs[1], content: 'export const a = 2;'}];
    expect(indexInputsDigest(changed)).not.toBe(indexInputsDigest(inputs));
    expect(indexInputsDigest(inputs.slice(1))).not.toBe(indexInputsDigest(inputs));
  });
});

describe('commandLines', () => {
  it('keeps the commands of a shell block as a reader copies them', () => {
    const code = ['# Build once', '$ npx rslib build --watch', '', 'rslib inspect', 'ls'].join(
      '\n',
    );
    expect(commandLines('bash', code)).toEqual(['npx rslib build --watch', 'rslib inspect']);
    expect(commandLines('ts', code)).toEqual([]);
    expect(commandLines(undefined, code)).toEqual([]);
  });
});
