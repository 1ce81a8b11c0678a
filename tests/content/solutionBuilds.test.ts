import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from '@site/scripts/lib/files';
import {parseMdx} from '@site/src/utils/markdownUtils';
import {codeBlocksOf} from './pageText';
import {EN_DOCS_DIR, SITE_DIR, ZH_DOCS_DIR, readDoc} from './docsFiles';
import {createExampleProject} from './exampleProject';

/**
 * The framework solution pages must build as written. For each page, its
 * titled files are written to an empty folder, the page's `build` script runs
 * with the installed Rslib, and the files the page lists (the `dist` block and
 * any block titled `dist/...`) must be exactly the files written.
 *
 * Vue and Svelte write their declaration files with a second command after
 * `rslib build` (vue-tsc, svelte2tsx, both dev dependencies of the site), and
 * those files are checked like the rest.
 */
const OUTPUT_LISTING = 'dist';
const RSLIB_BIN = path.join(SITE_DIR, 'node_modules/@rslib/core/bin/rslib.js');

interface SolutionCase {
  page: string;
  /** Files the build writes that the listing may leave out, with the reason next to them. */
  unlisted?: RegExp;
}

const CASES: SolutionCase[] = [
  {
    page: 'guide/solution/vue.mdx',
    // The chunk that holds vue-loader's helper for SFC styles: its generated
    // name depends on module ids, and the page describes it instead of naming it.
    unlisted: /^dist\/[^/]+\.js$/,
  },
  {page: 'guide/solution/svelte.mdx'},
  {page: 'guide/solution/solid.mdx'},
];

type TitledBlock = {title: string; code: string};

function projectFiles(dir: string, page: string) {
  const blocks = codeBlocksOf(parseMdx(readDoc(dir, page))).filter(
    (block): block is typeof block & {title: string} => block.title !== null,
  );
  const isOutput = (title: string) =>
    title === OUTPUT_LISTING || title.startsWith(`${OUTPUT_LISTING}/`);
  const shownOutputs = blocks.filter((block) => block.title.startsWith(`${OUTPUT_LISTING}/`));
  return {
    inputs: blocks.filter((block) => !isOutput(block.title)) as TitledBlock[],
    /** Output files shown with their content. */
    shownOutputs: shownOutputs as TitledBlock[],
    outputs: [
      ...new Set([
        ...blocks
          .filter((block) => block.title === OUTPUT_LISTING)
          .flatMap((block) => block.code.split('\n').map((line) => line.trim()))
          .filter(Boolean),
        ...shownOutputs.map((block) => block.title),
      ]),
    ],
  };
}

/** Comments are translated on the Chinese page; the code around them is not. */
const withoutComments = (code: string) =>
  code
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1')
    .replace(/\s+$/gm, '')
    .trim();

/** The files of a project's subfolder, as paths from the project (`dist/index.js`). */
function filesOf(root: string, sub: string): string[] {
  const dir = path.join(root, sub);
  return fs.existsSync(dir) ? listFiles(dir).map((file) => `${sub}/${file}`) : [];
}

/** The `&&`-separated commands of the page's build script; `rslib build` when it shows none. */
function buildCommands(inputs: TitledBlock[]): string[][] {
  const manifest = inputs.find((block) => block.title === 'package.json');
  const script: string | undefined = manifest
    ? (JSON.parse(manifest.code) as {scripts?: {build?: string}}).scripts?.build
    : undefined;
  return (script ?? 'rslib build')
    .split('&&')
    .map((command) => command.trim().split(/\s+/))
    .filter((words) => words[0]);
}

describe.each(CASES)('the solution page $page', ({page, unlisted}) => {
  const {inputs, outputs, shownOutputs} = projectFiles(EN_DOCS_DIR, page);
  let projectDir: string;

  beforeAll(() => {
    projectDir = createExampleProject('rslib-solution-', inputs);
  });

  afterAll(() => fs.rmSync(projectDir, {recursive: true, force: true}));

  it('shows a project with sources, a config, and the output it promises', () => {
    const titles = inputs.map((block) => block.title);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    expect(titles).toEqual(expect.arrayContaining(['package.json', 'rslib.config.ts']));
    expect(titles.some((title) => title.startsWith('src/'))).toBe(true);
    expect(outputs.length).toBeGreaterThan(0);
  });

  it('has the same files in Chinese, comments aside', () => {
    const zh = projectFiles(ZH_DOCS_DIR, page);
    expect(zh.inputs.map((block) => [block.title, withoutComments(block.code)])).toEqual(
      inputs.map((block) => [block.title, withoutComments(block.code)]),
    );
    expect(zh.outputs).toEqual(outputs);
  });

  it('builds with the installed Rslib into the files the page lists', () => {
    const run = (file: string, args: string[]) =>
      execFileSync(file, args, {
        cwd: projectDir,
        stdio: 'pipe',
        env: {...process.env, NO_COLOR: '1'},
      });
    for (const [command, ...args] of buildCommands(inputs)) {
      if (command === 'rslib') {
        run(process.execPath, [RSLIB_BIN, ...(args.length > 0 ? args : ['build'])]);
      } else if (command === 'node') {
        run(process.execPath, args);
      } else {
        run(path.join(SITE_DIR, 'node_modules/.bin', command!), args);
      }
    }

    const expected = [...outputs].sort();
    const written = filesOf(projectDir, OUTPUT_LISTING).filter(
      (file) => expected.includes(file) || !unlisted?.test(file),
    );
    expect(written).toEqual(expected);

    // An output shown with its content is shown as the build writes it.
    for (const block of shownOutputs) {
      expect([
        block.title,
        fs.readFileSync(path.join(projectDir, block.title), 'utf8').trim(),
      ]).toEqual([block.title, block.code.trim()]);
    }
  }, 60_000);
});
