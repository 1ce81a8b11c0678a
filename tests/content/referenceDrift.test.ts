import {execFileSync} from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import {headingsOf, parseMdx} from '@site/src/utils/markdownUtils';
import {flagsOfHelp} from '@site/src/features/codeLinks/cliFlagsUtils';
import {optionSlug} from '@site/src/features/codeLinks/codeLinksUtils';
import {EN_DOCS_DIR, SITE_DIR, ZH_DOCS_DIR, listDocs, readDoc} from './docsFiles';
import {frontMatterOf} from '../frontMatter';

/**
 * The reference must move with the installed @rslib/core: a new `lib` option,
 * CLI flag or export without its documentation fails here, and so does a page
 * for something the package no longer has.
 */
const CORE_DIR = path.join(SITE_DIR, 'node_modules/@rslib/core');
const RSLIB_BIN = path.join(CORE_DIR, 'bin/rslib.js');

function coreProgram(): {checker: ts.TypeChecker; module: ts.Symbol} {
  const entry = path.join(CORE_DIR, 'dist-types/index.d.ts');
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  return {checker, module};
}

/** The keys `LibConfig` adds to Rsbuild's environment config. */
function libOptionNames(): string[] {
  const {checker, module} = coreProgram();
  const exported = checker
    .getExportsOfModule(module)
    .find((symbol) => symbol.name === 'LibConfig')!;
  const libConfig = checker.getAliasedSymbol(exported);
  const declaration = libConfig.declarations!.find(ts.isInterfaceDeclaration)!;
  // LibConfig re-declares some Rsbuild keys (`output`) to narrow them; those
  // are Rsbuild options, documented under /config/rsbuild/.
  const inherited = new Set(
    checker
      .getDeclaredTypeOfSymbol(libConfig)
      .getBaseTypes()!
      .flatMap((base) => base.getProperties().map((property) => property.name)),
  );
  return declaration.members
    .map((member) => member.name?.getText())
    .filter((name): name is string => Boolean(name) && !inherited.has(name!))
    .sort();
}

/** Exports of @rslib/core that exist at run time (functions, constants, namespaces). */
function runtimeExports(): string[] {
  const {checker, module} = coreProgram();
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0 && !isTypeOnlyExport(symbol);
    })
    .map((symbol) => symbol.name)
    .sort();
}

function isTypeOnlyExport(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      (ts.isExportSpecifier(declaration) &&
        (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)) ||
      (ts.isNamespaceExport(declaration) && declaration.parent.isTypeOnly),
  );
}

function helpOf(command: string): string {
  return execFileSync(process.execPath, [RSLIB_BIN, command, '--help'], {encoding: 'utf8'});
}

describe('lib options', () => {
  const options = libOptionNames();
  const pages = listDocs(path.join(EN_DOCS_DIR, 'config/lib'))
    .filter((file) => file !== 'index.mdx')
    .map((file) => file.replace(/\.mdx$/, ''));

  it('are read from the installed types', () => {
    expect(options).toEqual(expect.arrayContaining(['bundle', 'dts', 'format', 'syntax']));
  });

  it('each have a page under /config/lib/, and every page is an option', () => {
    expect(pages).toEqual(options.map(optionSlug).sort());
  });

  it.each(options)('%s is titled lib.<option> in both languages', (option) => {
    for (const dir of [EN_DOCS_DIR, ZH_DOCS_DIR]) {
      const {title} = frontMatterOf(readDoc(dir, `config/lib/${optionSlug(option)}.mdx`));
      expect(title).toBe(`lib.${option}`);
    }
  });
});

describe.each(['build', 'inspect'])('flags of `rslib %s`', (command) => {
  const flags = flagsOfHelp(helpOf(command));

  it('are read from the installed CLI', () => {
    expect(flags).toEqual(expect.arrayContaining(['--config', '--lib']));
  });

  it.each([
    ['en', EN_DOCS_DIR],
    ['zh', ZH_DOCS_DIR],
  ])('all appear on the %s CLI page', (_lang, dir) => {
    const page = readDoc(dir, 'guide/basic/cli.mdx');
    const missing = flags.filter(
      (flag) => !new RegExp(`(^|[^\\w-])${flag.replace(/[-]/g, '\\-')}(?![\\w-])`).test(page),
    );
    expect(missing).toEqual([]);
  });
});

describe('runtime exports of @rslib/core', () => {
  const exports = runtimeExports();
  /** The h2 and h3 headings of the API pages. */
  const apiSections = (dir: string) =>
    listDocs(path.join(dir, 'api')).flatMap((file) =>
      headingsOf(parseMdx(readDoc(path.join(dir, 'api'), file)))
        .filter((heading) => heading.depth === 2 || heading.depth === 3)
        .map((heading) => heading.text),
    );

  it('are read from the installed types', () => {
    expect(exports).toEqual(expect.arrayContaining(['createRslib', 'defineConfig', 'version']));
    expect(exports).not.toContain('LibConfig');
  });

  it.each([
    ['en', EN_DOCS_DIR],
    ['zh', ZH_DOCS_DIR],
  ])('each have a section on the %s API pages', (_lang, dir) => {
    const sections = apiSections(dir);
    const missing = exports.filter(
      (name) => !sections.some((text) => new RegExp(`\\b${name}\\b`).test(text)),
    );
    expect(missing).toEqual([]);
  });
});
