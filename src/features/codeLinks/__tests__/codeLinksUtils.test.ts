import {
  type CodeLinkData,
  type ConfigKey,
  OWNER_SECTIONS,
  SECTION_EXCEPTIONS,
  codeAnnotations,
  defaultSection,
  fencedConfigSamples,
  isConfigSample,
  optionSlug,
  sectionHref,
  sectionOfKey,
} from '../codeLinksUtils';
import type {ReferencePages} from '../referenceUtils';

const section = (description: string, code = '') => ({description, code});

const PAGES: ReferencePages = {
  '/config/lib/': {intro: section('lib is the array of outputs.'), sections: {}},
  '/config/lib/format': {intro: section('format chooses the module format.'), sections: {}},
  '/config/lib/dts': {
    intro: section('dts writes declaration files.', 'bundle distPath'),
    sections: {
      'dts-bundle': section('Bundles the declarations.', '{ tsconfigPath?: string }'),
      'dts-bundle-tsconfig-path': section('A separate tsconfig.'),
    },
  },
  '/config/lib/umd-name': {
    intro: section('umdName names the global.'),
    sections: {'umd-name-root': section('The global name.')},
  },
  '/config/rsbuild/output': {
    intro: section('The output group.'),
    sections: {'output-dist-path': section('Where files are written.', 'root?: string')},
  },
  '/config/rsbuild/performance': {
    intro: section('The performance group.'),
    sections: {'build-cache': section('Rslib turns on the cache.', 'cacheDigest')},
  },
  '/config/rsbuild/plugins': {
    intro: section('Plugins.'),
    sections: {'custom-plugin': section('A plugin packages a build step.')},
  },
  '/api/javascript-api/types': {
    intro: section('Types.'),
    sections: {'load-env-options': section('The options of loadEnv.', 'mode prefixes')},
  },
  '/guide/basic/cli': {
    intro: section('The CLI.'),
    sections: {watch: section('Watch mode.'), 'build-flags': section('Build flags.')},
  },
};

function key(overrides: Partial<ConfigKey>): ConfigKey {
  return {
    start: 0,
    end: 0,
    line: 1,
    name: overrides.path?.at(-1) ?? 'x',
    path: null,
    owner: 'LibConfig',
    declaredIn: 'rslib',
    scope: 'lib',
    type: 'string',
    ...overrides,
  };
}

describe('optionSlug', () => {
  it.each([
    ['format', 'format'],
    ['autoExtension', 'auto-extension'],
    ['tsconfigPath', 'tsconfig-path'],
    ['import.meta.url', 'import-meta-url'],
    ['__dirname', 'dirname'],
    ['commonjs2', 'commonjs2'],
  ])('%s → %s', (name, slug) => {
    expect(optionSlug(name)).toBe(slug);
  });
});

describe('defaultSection', () => {
  it('puts a lib option on its page under /config/lib/, and `lib` on the section index', () => {
    expect(defaultSection(['format'], 'lib')).toEqual({route: '/config/lib/format', id: null});
    expect(defaultSection(['autoExtension'], 'lib')).toEqual({
      route: '/config/lib/auto-extension',
      id: null,
    });
    expect(defaultSection(['lib'], 'lib')).toEqual({route: '/config/lib/', id: null});
  });

  it('gives a nested option the heading id of its whole path', () => {
    expect(defaultSection(['dts', 'bundle'], 'lib')).toEqual({
      route: '/config/lib/dts',
      id: 'dts-bundle',
    });
    expect(defaultSection(['dts', 'bundle', 'tsconfigPath'], 'lib').id).toBe(
      'dts-bundle-tsconfig-path',
    );
    expect(defaultSection(['shims', 'cjs', 'import.meta.url'], 'lib').id).toBe(
      'shims-cjs-import-meta-url',
    );
  });

  it('puts an Rsbuild option on its group’s page under /config/rsbuild/', () => {
    expect(defaultSection(['output', 'distPath'], 'rsbuild')).toEqual({
      route: '/config/rsbuild/output',
      id: 'output-dist-path',
    });
    expect(defaultSection(['logLevel'], 'rsbuild')).toEqual({
      route: '/config/rsbuild/log-level',
      id: null,
    });
    expect(defaultSection(['tools', 'rspack'], 'rsbuild').id).toBe('tools-rspack');
  });
});

describe('the tables of exceptions', () => {
  it.each(Object.entries(SECTION_EXCEPTIONS))(
    '%s differs from the default rule',
    (path, target) => {
      expect(defaultSection(path.split('.'), 'rsbuild')).not.toEqual(target);
    },
  );

  it('name types that the types page does not cover under their own name', () => {
    for (const owner of Object.keys(OWNER_SECTIONS)) {
      expect(OWNER_SECTIONS[owner].route).not.toBe('/api/javascript-api/types');
    }
  });
});

describe('sectionOfKey', () => {
  const hrefOf = (configKey: ConfigKey) => {
    const found = sectionOfKey(configKey, PAGES);
    return found ? sectionHref('/', found.target) : null;
  };

  it('links a key to the section of the default rule', () => {
    expect(hrefOf(key({path: ['format']}))).toBe('/config/lib/format');
    expect(hrefOf(key({path: ['dts', 'bundle']}))).toBe('/config/lib/dts#dts-bundle');
    expect(
      hrefOf(key({path: ['output', 'distPath'], scope: 'rsbuild', declaredIn: 'rsbuild'})),
    ).toBe('/config/rsbuild/output#output-dist-path');
  });

  it('follows the table where the reference uses another id', () => {
    expect(
      hrefOf(key({path: ['performance', 'buildCache'], scope: 'rsbuild', declaredIn: 'rsbuild'})),
    ).toBe('/config/rsbuild/performance#build-cache');
    expect(hrefOf(key({name: 'setup', path: ['plugins', 'setup'], owner: 'RsbuildPlugin'}))).toBe(
      '/config/rsbuild/plugins#custom-plugin',
    );
  });

  it('links a key nested deeper than the reference to the closest section whose code names it', () => {
    expect(
      hrefOf(key({path: ['output', 'distPath', 'root'], scope: 'rsbuild', declaredIn: 'rsbuild'})),
    ).toBe('/config/rsbuild/output#output-dist-path');
    expect(
      hrefOf(
        key({
          path: ['performance', 'buildCache', 'cacheDigest'],
          scope: 'rsbuild',
          declaredIn: 'rsbuild',
        }),
      ),
    ).toBe('/config/rsbuild/performance#build-cache');
  });

  it('leaves a nested key unresolved when no enclosing section names it', () => {
    expect(
      sectionOfKey(
        key({path: ['output', 'distPath', 'svg'], scope: 'rsbuild', declaredIn: 'rsbuild'}),
        PAGES,
      ),
    ).toBeNull();
    expect(sectionOfKey(key({path: ['server', 'port'], scope: 'rsbuild'}), PAGES)).toBeNull();
  });

  it('links a key of another package only to a section of its own', () => {
    expect(hrefOf(key({path: ['umdName', 'root'], declaredIn: 'other', owner: 'Umd'}))).toBe(
      '/config/lib/umd-name#umd-name-root',
    );
    expect(
      sectionOfKey(key({path: ['umdName', 'amd'], declaredIn: 'other', owner: 'Umd'}), PAGES),
    ).toBeNull();
  });

  it('links a key outside a config to its type’s section of the types page, when that names it', () => {
    expect(hrefOf(key({name: 'mode', owner: 'LoadEnvOptions', declaredIn: 'rsbuild'}))).toBe(
      '/api/javascript-api/types#load-env-options',
    );
    expect(
      sectionOfKey(key({name: 'cwd', owner: 'LoadEnvOptions', declaredIn: 'rsbuild'}), PAGES),
    ).toBeNull();
  });
});

describe('sectionHref', () => {
  it('prefixes the language’s root', () => {
    expect(sectionHref('/zh/', {route: '/config/lib/dts', id: 'dts-bundle'})).toBe(
      '/zh/config/lib/dts#dts-bundle',
    );
    expect(sectionHref('/', {route: '/config/lib/', id: null})).toBe('/config/lib/');
  });
});

describe('codeAnnotations', () => {
  const data: CodeLinkData = {
    baseUrl: '/zh/',
    pages: PAGES,
    cliRoute: '/guide/basic/cli',
    cliFlags: {
      build: {
        '--watch': {id: 'watch', usage: '-w, --watch', description: '源文件变化时重新构建。'},
        '-w': {id: 'watch', usage: '-w, --watch', description: '源文件变化时重新构建。'},
      },
      inspect: {},
      'mf-dev': {},
    },
  };

  it('annotates the keys of a config sample with their section in the page’s language', () => {
    const code = "export default defineConfig({ lib: [{ format: 'esm' }] });";
    const keys = [
      key({
        start: 30,
        end: 33,
        name: 'lib',
        path: ['lib'],
        owner: 'RslibConfig',
        type: 'LibConfig[]',
      }),
      key({start: 38, end: 44, name: 'format', path: ['format'], type: "'esm' | 'cjs'"}),
    ];
    const {annotations, unresolved} = codeAnnotations(
      {code, lang: 'ts', title: 'rslib.config.ts'},
      keys,
      data,
    );
    expect(annotations.map(({start, end}) => code.slice(start, end))).toEqual(['lib', 'format']);
    expect(annotations[1]).toEqual({
      start: 38,
      end: 44,
      href: '/zh/config/lib/format',
      type: "'esm' | 'cjs'",
      description: 'format chooses the module format.',
    });
    expect(unresolved).toEqual([]);
  });

  it('reports Rslib and Rsbuild keys without a section, and leaves other packages’ keys plain', () => {
    const {annotations, unresolved} = codeAnnotations(
      {code: '', lang: 'ts', title: 'rslib.config.ts'},
      [
        key({
          line: 3,
          name: 'port',
          path: ['server', 'port'],
          declaredIn: 'rsbuild',
          scope: 'rsbuild',
        }),
        key({line: 4, name: 'swcOptions', path: ['tools', 'swcOptions'], declaredIn: 'other'}),
        key({line: 5, name: 'cwd', owner: 'LoadEnvOptions', declaredIn: 'rsbuild'}),
      ],
      data,
    );
    expect(annotations).toEqual([]);
    expect(unresolved).toEqual([
      {line: 3, name: 'port', context: 'server.port'},
      {line: 5, name: 'cwd', context: 'a key of LoadEnvOptions'},
    ]);
  });

  it('annotates the rslib flags of a shell sample, and reports a flag the CLI page does not document', () => {
    const code = 'npx rslib build --watch\nnpx rslib -w --nope';
    const {annotations, unresolved} = codeAnnotations(
      {code, lang: 'bash', title: null},
      null,
      data,
    );
    expect(annotations).toEqual([
      {
        start: 16,
        end: 23,
        href: '/zh/guide/basic/cli#watch',
        type: '-w, --watch',
        description: '源文件变化时重新构建。',
      },
      {
        start: 34,
        end: 36,
        href: '/zh/guide/basic/cli#watch',
        type: '-w, --watch',
        description: '源文件变化时重新构建。',
      },
    ]);
    expect(unresolved).toEqual([{line: 2, name: '--nope', context: 'rslib build'}]);
  });

  it('annotates nothing in other blocks, and never changes the code', () => {
    const block = {code: 'rslib build --watch', lang: 'json', title: 'package.json'};
    expect(codeAnnotations(block, null, data)).toEqual({annotations: [], unresolved: []});
    expect(block.code).toBe('rslib build --watch');
  });
});

describe('isConfigSample', () => {
  it.each([
    ['rslib.config.ts', true],
    ['rslib.config.mjs', true],
    ['packages/ui/rslib.config.ts', true],
    ['rsbuild.config.ts', false],
    ['my-rslib.config.ts', false],
    [null, false],
  ])('%s: %s', (title, expected) => {
    expect(isConfigSample(title)).toBe(expected);
  });
});

describe('fencedConfigSamples', () => {
  it('reads the config samples of a page, at the start of a line or indented in a list', () => {
    const source = [
      '# Page',
      '',
      '```ts title="rslib.config.ts"',
      "export default { lib: [{ format: 'esm' }] };",
      '```',
      '',
      '```ts title="src/index.ts"',
      'export const a = 1;',
      '```',
      '',
      '1. Step one:',
      '',
      "   ```js title='rslib.config.mjs'",
      '   export default {',
      '     lib: [],',
      '   };',
      '   ```',
      '',
      '````md title="rslib.config.ts"',
      '```ts',
      'nested',
      '```',
      '````',
    ].join('\n');
    expect(fencedConfigSamples(source)).toEqual([
      {title: 'rslib.config.ts', code: "export default { lib: [{ format: 'esm' }] };"},
      {title: 'rslib.config.mjs', code: 'export default {\n  lib: [],\n};'},
      {title: 'rslib.config.ts', code: '```ts\nnested\n```'},
    ]);
  });
});
