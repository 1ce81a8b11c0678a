import path from 'node:path';
import type {ConfigKey} from '../../../features/codeLinks/codeLinksUtils';
import {ConfigKeyResolver, type ConfigSample} from '../configKeys';

/**
 * Small samples compiled against the installed @rslib/core, all in one
 * program as the site's samples are.
 */
const SITE_DIR = path.resolve(__dirname, '../../../..');

const SAMPLES = {
  nested: `import { defineConfig } from '@rslib/core';

export default defineConfig({
  // format: 'cjs' in a comment is not a key
  lib: [
    {
      format: 'esm',
      dts: { bundle: { tsconfigPath: './tsconfig.dts.json' } },
      banner: { js: '/* format: "umd" */' },
      output: { distPath: { root: 'dist/esm' } },
    },
    { format: 'cjs', shims: { cjs: { 'import.meta.url': true } } },
  ],
  format: 'esm',
});
`,
  shorthandAndSpread: `import { defineConfig, type LibConfig } from '@rslib/core';

const shared = { bundle: false } satisfies LibConfig;
const format = 'esm';

export default defineConfig({
  lib: [{ ...shared, format }],
});
`,
  functions: `import { defineConfig } from '@rslib/core';

export default defineConfig(async ({ envMode }) => {
  return {
    lib: [{ format: envMode === 'legacy' ? 'cjs' : 'esm' }],
    tools: {
      rspack: (config) => ({ ...config, devtool: false }),
    },
    source: { entry: { index: './src/index.ts' } },
  };
});
`,
  outsideConfig: `import { defineConfig, loadEnv, type Dts, type RsbuildPlugin } from '@rslib/core';

const { publicVars } = loadEnv({ mode: 'staging' });
const dts: Dts = { distPath: './dist/types' };
const pluginInfo = (): RsbuildPlugin => ({ name: 'info', setup() {} });

export default defineConfig({
  lib: [{ format: 'esm', dts }],
  source: { define: { ...publicVars, __DEV__: 'false' } },
  plugins: [pluginInfo()],
});
`,
  umd: `import { defineConfig } from '@rslib/core';

export default defineConfig({
  lib: [{ format: 'umd', umdName: { root: 'Acme', amd: 'acme' } }],
});
`,
  longType: `import { defineConfig } from '@rslib/core';

export default defineConfig({ output: { copy: ['./README.md'] } });
`,
  javascript: `/** @type {import('@rslib/core').RslibConfig} */
export default {
  lib: [{ format: 'esm' }],
};
`,
};

const resolver = new ConfigKeyResolver(SITE_DIR);
const names = Object.keys(SAMPLES) as Array<keyof typeof SAMPLES>;
const samples: ConfigSample[] = names.map((name) => ({
  code: SAMPLES[name],
  title: name === 'javascript' ? 'rslib.config.mjs' : 'rslib.config.ts',
}));
const resolved = Object.fromEntries(
  resolver.resolve(samples).map((keys, index) => [names[index], keys]),
) as Record<keyof typeof SAMPLES, ConfigKey[]>;

/** Each key as `written text → option path (package, scope)`. */
function described(name: keyof typeof SAMPLES): string[] {
  return resolved[name].map(
    ({start, end, path: optionPath, owner, declaredIn, scope}) =>
      `${SAMPLES[name].slice(start, end)} → ${optionPath ? optionPath.join('.') : `(${owner})`} ${declaredIn} ${scope}`,
  );
}

describe('ConfigKeyResolver', () => {
  it('resolves nested keys with their option path, lib items left out, and nothing in comments or strings', () => {
    expect(described('nested')).toEqual([
      'lib → lib rslib lib',
      'format → format rslib lib',
      'dts → dts rslib lib',
      'bundle → dts.bundle rslib lib',
      'tsconfigPath → dts.bundle.tsconfigPath rslib lib',
      'banner → banner rslib lib',
      'js → banner.js rslib lib',
      'output → output rslib rsbuild',
      'distPath → output.distPath rsbuild rsbuild',
      'root → output.distPath.root rsbuild rsbuild',
      'format → format rslib lib',
      'shims → shims rslib lib',
      'cjs → shims.cjs rslib lib',
      "'import.meta.url' → shims.cjs.import.meta.url rslib lib",
      'format → format rslib lib',
    ]);
  });

  it('gives offsets and 1-based lines of the key as written, quotes included', () => {
    const key = resolved.nested.find((found) => found.name === 'import.meta.url')!;
    const code = SAMPLES.nested;
    expect(code.slice(key.start, key.end)).toBe("'import.meta.url'");
    expect(code.split('\n')[key.line - 1]).toContain("'import.meta.url'");
  });

  it('resolves shorthand keys and the keys of an object spread into a lib item', () => {
    expect(described('shorthandAndSpread')).toEqual([
      'bundle → bundle rslib lib',
      'lib → lib rslib lib',
      'format → format rslib lib',
    ]);
  });

  it('resolves keys in a function config and its return, and leaves Rspack’s keys to Rspack', () => {
    expect(described('functions')).toEqual([
      'lib → lib rslib lib',
      'format → format rslib lib',
      'tools → tools rsbuild rsbuild',
      'rspack → tools.rspack rsbuild rsbuild',
      'devtool → tools.rspack.devtool other rsbuild',
      'source → source rsbuild rsbuild',
      'entry → source.entry rsbuild rsbuild',
    ]);
  });

  it('follows a typed variable to the key it is given to, and names the type of keys outside a config', () => {
    expect(described('outsideConfig')).toEqual([
      'mode → (LoadEnvOptions) rsbuild rsbuild',
      'distPath → dts.distPath rslib lib',
      'name → (RsbuildPlugin) rsbuild rsbuild',
      'setup → (RsbuildPlugin) rsbuild rsbuild',
      'lib → lib rslib lib',
      'format → format rslib lib',
      'dts → dts rslib lib',
      'source → source rsbuild rsbuild',
      'define → source.define rsbuild rsbuild',
      'plugins → plugins rsbuild rsbuild',
    ]);
  });

  it('resolves keys of another package’s type under an Rslib option', () => {
    expect(described('umd')).toEqual([
      'lib → lib rslib lib',
      'format → format rslib lib',
      'umdName → umdName rslib lib',
      'root → umdName.root other lib',
      'amd → umdName.amd other lib',
    ]);
  });

  it('reads a JavaScript sample through its JSDoc type', () => {
    expect(described('javascript')).toEqual(['lib → lib rslib lib', 'format → format rslib lib']);
  });

  it('prints the declared type, what a short alias stands for rather than its name', () => {
    const typeOf = (name: keyof typeof SAMPLES, key: string) =>
      resolved[name].find((found) => found.name === key)!.type;
    expect(typeOf('nested', 'format')).toBe("'esm' | 'cjs' | 'umd' | 'mf' | 'iife'");
    expect(typeOf('nested', 'bundle')).toBe(
      'boolean | { tsconfigPath?: string; bundledPackages?: string[]; }',
    );
    expect(typeOf('nested', 'dts')).toBe('Dts');
    expect(typeOf('nested', 'lib')).toBe('LibConfig[]');
    expect(typeOf('functions', 'rspack')).toBe('ToolsRspackConfig');
  });

  it('shortens a long type that has no short name, member by member', () => {
    const {type} = resolved.longType.find((found) => found.name === 'copy')!;
    expect(type).toMatch(/^CopyRspackPluginOptions \| \(string \| .*….*\)\[\]$/);
    expect(type.length).toBeLessThanOrEqual(90);
  });

  it('compiles a sample seen before only once, and a new one in a program that reuses the last', () => {
    expect(resolver.resolve([samples[0]])[0]).toBe(resolved.nested);
    const size = resolver.size;
    const [keys] = resolver.resolve([
      {
        code: "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ syntax: 'es2020' });",
        title: 'rslib.config.ts',
      },
    ]);
    expect(resolver.size).toBe(size + 1);
    expect(keys.map(({name, path: optionPath}) => `${name} ${optionPath}`)).toEqual([
      'syntax syntax',
    ]);
  });
});
