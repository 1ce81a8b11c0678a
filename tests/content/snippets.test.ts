import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {parseMdx} from '@site/src/utils/markdownUtils';
import {SITE_DIR, allBlogSources, allDocSources, readDoc} from './docsFiles';
import {codeBlocksOf} from './pageText';

/**
 * Every `rslib.config.*` code block on the site is a complete config file.
 * Each one is written out and compiled against the installed @rslib/core, so a
 * renamed option or a wrong type fails CI with the page and line.
 */
const CONFIG_TITLE = /(^|\/)rslib\.config\.(ts|mts|cts|js|mjs|cjs)$/;
// One folder per run: runs side by side (watch mode, several terminals) must not clear each other's files.
const SNIPPETS_DIR = path.join(
  SITE_DIR,
  `node_modules/.cache/rslib-config-snippets-${process.pid}`,
);

interface Snippet {
  source: string;
  fenceLine: number;
  file: string;
}

function collectSnippets(): Snippet[] {
  fs.rmSync(SNIPPETS_DIR, {recursive: true, force: true});
  fs.mkdirSync(SNIPPETS_DIR, {recursive: true});
  const blogs = allBlogSources().map(
    ([lang, dir, relative]) => [lang, dir, `blog/${relative}`, relative] as const,
  );
  const docs = allDocSources().map(
    ([lang, dir, relative]) => [lang, dir, relative, relative] as const,
  );
  return [...docs, ...blogs].flatMap(([lang, dir, label, relative]) =>
    codeBlocksOf(parseMdx(readDoc(dir, relative)))
      .filter((block) => block.title !== null && CONFIG_TITLE.test(block.title))
      .map((block) => {
        const name = `${lang}__${label.replace(/[/.]/g, '_')}__L${block.line}.ts`;
        const file = path.join(SNIPPETS_DIR, name);
        fs.writeFileSync(file, block.code);
        return {
          source: path.relative(SITE_DIR, path.join(dir, relative)),
          fenceLine: block.line,
          file,
        };
      }),
  );
}

describe('rslib.config code blocks', () => {
  const snippets = collectSnippets();
  afterAll(() => fs.rmSync(SNIPPETS_DIR, {recursive: true, force: true}));

  it('exist on the site', () => {
    expect(snippets.length).toBeGreaterThan(0);
  });

  it('type-check against the installed @rslib/core', () => {
    const program = ts.createProgram(
      snippets.map((snippet) => snippet.file),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        esModuleInterop: true,
        skipLibCheck: true,
        types: ['node'],
        // Each snippet is its own module, so names may repeat across files.
        moduleDetection: ts.ModuleDetectionKind.Force,
      },
    );
    const byFile = new Map(snippets.map((snippet) => [path.resolve(snippet.file), snippet]));
    const failures = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file && byFile.has(path.resolve(diagnostic.file.fileName)))
      .map((diagnostic) => {
        const snippet = byFile.get(path.resolve(diagnostic.file!.fileName))!;
        const {line} = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        return `${snippet.source}:${snippet.fenceLine + 1 + line}: ${message}`;
      });
    expect(failures).toEqual([]);
  });
});
