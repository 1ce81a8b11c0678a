import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from '@site/scripts/lib/files';
import {parseMdx} from '@site/src/utils/markdownUtils';
import {codeBlocksOf} from './pageText';
import {EN_DOCS_DIR, SITE_DIR, ZH_DOCS_DIR, readDoc} from './docsFiles';
import {createExampleProject} from './exampleProject';

/**
 * The quick start must work as written: its titled files are written to an
 * empty folder, built with the installed Rslib, and the files the page says
 * the build writes must be there. The `dist` block lists output, not input.
 */
const QUICK_START = 'guide/start/quick-start.mdx';
const OUTPUT_LISTING = 'dist';

function projectFiles(dir: string) {
  const blocks = codeBlocksOf(parseMdx(readDoc(dir, QUICK_START))).filter(
    (block): block is typeof block & {title: string} => block.title !== null,
  );
  return {
    inputs: blocks.filter((block) => block.title !== OUTPUT_LISTING),
    outputs: blocks
      .filter((block) => block.title === OUTPUT_LISTING)
      .flatMap((block) => block.code.split('\n').map((line) => line.trim()))
      .filter(Boolean),
  };
}

describe('the quick start', () => {
  const {inputs, outputs} = projectFiles(EN_DOCS_DIR);
  let projectDir: string;

  beforeAll(() => {
    projectDir = createExampleProject('rslib-quick-start-', inputs);
  });

  afterAll(() => fs.rmSync(projectDir, {recursive: true, force: true}));

  it('names the project files and the output it promises', () => {
    expect(inputs.map((block) => block.title).sort()).toEqual(
      ['package.json', 'rslib.config.ts', 'src/index.ts', 'tsconfig.json'].sort(),
    );
    expect(outputs.length).toBeGreaterThan(0);
  });

  it('has the same files in Chinese, comments aside', () => {
    const zh = projectFiles(ZH_DOCS_DIR);
    const withoutComments = (code: string) =>
      code.replace(/\/\/.*$|\/\*\*?[\s\S]*?\*\//gm, '').trim();
    expect(zh.inputs.map((block) => [block.title, withoutComments(block.code)])).toEqual(
      inputs.map((block) => [block.title, withoutComments(block.code)]),
    );
    expect(zh.outputs).toEqual(outputs);
  });

  it('builds with the installed Rslib into exactly the files the page lists', () => {
    execFileSync(
      process.execPath,
      [path.join(SITE_DIR, 'node_modules/@rslib/core/bin/rslib.js'), 'build'],
      {
        cwd: projectDir,
        stdio: 'pipe',
        env: {...process.env, NO_COLOR: '1'},
      },
    );
    const written = listFiles(path.join(projectDir, 'dist')).map((file) => `dist/${file}`);
    expect(written).toEqual([...outputs].sort());
  }, 120_000);
});
