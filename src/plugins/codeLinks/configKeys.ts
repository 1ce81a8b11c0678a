import path from 'node:path';
import ts from 'typescript';
import type {ConfigKey, KeyDeclaredIn} from '../../features/codeLinks/codeLinksUtils';
import {valueParent, ownerName, type KeyElement, isKeyElement, keyName} from './configSyntax';
import {printType} from './typeText';

/**
 * The keys of `rslib.config.*` samples as the TypeScript compiler sees them:
 * for each property key of an object literal, the option it sets is the
 * property of the literal's contextual type that declares it, in the types of
 * the installed @rslib/core and @rsbuild/core (or of another package). Samples
 * are compiled together in one program, which the next batch reuses, so the
 * package types are read and bound once per process.
 */

export interface ConfigSample {
  code: string;
  /** The code block's title (`rslib.config.ts`); its extension picks TypeScript or JavaScript. */
  title: string;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  // JavaScript samples are typed by their JSDoc (`@type {import('@rslib/core').RslibConfig}`).
  allowJs: true,
  target: ts.ScriptTarget.ES2022,
  // A config file runs in Node.js: no DOM types to read (a third of the default library).
  lib: ['lib.es2022.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  esModuleInterop: true,
  skipLibCheck: true,
  types: ['node'],
  // Each sample is its own module, so names may repeat across samples.
  moduleDetection: ts.ModuleDetectionKind.Force,
};

/** Interfaces whose keys are options at the root of a config or of a `lib` item. */
const ROOT_OWNERS = new Set(['RslibConfig', 'RsbuildConfig', 'LibConfig', 'EnvironmentConfig']);

/**
 * The contextual type an editor offers completions from: inference from the
 * literal itself is blocked, so `defineConfig`'s `const` type parameter yields
 * its constraint (RslibConfig) instead of the literal's own type. The flag is
 * part of the checker's runtime API but not of its declared signature.
 */
const COMPLETIONS_CONTEXT = 4;
type ContextualTypeOf = (node: ts.Expression, flags: number) => ts.Type | undefined;

function packageOf(fileName: string): KeyDeclaredIn {
  const file = fileName.split(path.sep).join('/');
  if (file.includes('/node_modules/@rslib/core/')) {
    return 'rslib';
  }
  // Rsbuild's own declarations, not the third-party types it ships in `compiled/`.
  if (file.includes('/node_modules/@rsbuild/core/dist/')) {
    return 'rsbuild';
  }
  return 'other';
}

interface Declared {
  declaration: ts.Declaration & {name: ts.PropertyName};
  declaredIn: KeyDeclaredIn;
}

interface ProgramCache {
  libOwnKeys: Map<ts.InterfaceDeclaration, Set<string>>;
  types: Map<ts.Declaration, string>;
}

class SampleReader {
  private readonly contextualTypes = new Map<ts.ObjectLiteralExpression, ts.Type[]>();
  private readonly declared = new Map<KeyElement, Declared | null>();
  private readonly libOwnKeys: Map<ts.InterfaceDeclaration, Set<string>>;
  private readonly types: Map<ts.Declaration, string>;

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly sourceFile: ts.SourceFile,
    /** Shared by the samples of one program: what depends on the package types only. */
    cache: ProgramCache,
  ) {
    this.libOwnKeys = cache.libOwnKeys;
    this.types = cache.types;
  }

  private constituents(type: ts.Type): ts.Type[] {
    if (type.isUnionOrIntersection()) {
      return type.types.flatMap((member) => this.constituents(member));
    }
    if (type.isTypeParameter()) {
      const constraint = this.checker.getBaseConstraintOfType(type);
      return constraint && constraint !== type ? this.constituents(constraint) : [];
    }
    return [type];
  }

  /**
   * The types an object literal is checked against. A literal that is a
   * key's value takes them from that key's property in its parent literal's
   * types (through arrays and function results, `lib: [{ … }]`,
   * `tools: { rspack: () => ({ … }) }`); only an outermost literal asks the
   * checker, once, which keeps the cost linear in the size of a sample.
   */
  private contextualTypesOf(literal: ts.ObjectLiteralExpression): ts.Type[] {
    let types = this.contextualTypes.get(literal);
    if (!types) {
      const parent = valueParent(literal);
      if (parent && isKeyElement(parent) && !ts.isShorthandPropertyAssignment(parent)) {
        const name = keyName(parent.name);
        const parentTypes = this.contextualTypesOf(parent.parent as ts.ObjectLiteralExpression);
        types = name === null ? [] : parentTypes.flatMap((type) => this.valueTypes(type, name));
      } else {
        const getContextualType = this.checker.getContextualType as ContextualTypeOf;
        const type = getContextualType.call(this.checker, literal, COMPLETIONS_CONTEXT);
        types = type ? this.constituents(type) : [];
      }
      this.contextualTypes.set(literal, types);
    }
    return types;
  }

  /** The object types a key's value may take: its declared type, the elements of an array, a function's results. */
  private valueTypes(owner: ts.Type, name: string): ts.Type[] {
    const property = this.checker.getPropertyOfType(owner, name);
    if (!property) {
      return [];
    }
    const expand = (type: ts.Type, depth: number): ts.Type[] =>
      this.constituents(this.checker.getNonNullableType(type)).flatMap((member) => {
        if (depth === 0) {
          return [member];
        }
        if (this.checker.isArrayType(member) || this.checker.isTupleType(member)) {
          return this.checker
            .getTypeArguments(member as ts.TypeReference)
            .flatMap((element) => expand(element, depth - 1));
        }
        const signatures = member.getCallSignatures();
        if (signatures.length > 0) {
          return signatures.flatMap((signature) => {
            const result = signature.getReturnType();
            return expand(this.checker.getAwaitedType(result) ?? result, depth - 1);
          });
        }
        return [member];
      });
    return expand(this.checker.getTypeOfSymbol(property), 2);
  }

  /** The property a key sets, declared in a package: Rslib's or Rsbuild's first, else another's. */
  declarationOf(element: KeyElement): Declared | null {
    if (this.declared.has(element)) {
      return this.declared.get(element)!;
    }
    const name = keyName(element.name);
    const candidates: Declared[] = [];
    if (name !== null) {
      for (const type of this.contextualTypesOf(element.parent as ts.ObjectLiteralExpression)) {
        for (const declaration of this.checker.getPropertyOfType(type, name)?.declarations ?? []) {
          const file = declaration.getSourceFile();
          const named = declaration as Declared['declaration'];
          if (file !== this.sourceFile && named.name) {
            candidates.push({declaration: named, declaredIn: packageOf(file.fileName)});
          }
        }
      }
    }
    const found =
      candidates.find((candidate) => candidate.declaredIn !== 'other') ?? candidates[0] ?? null;
    this.declared.set(element, found);
    return found;
  }

  /**
   * The key whose value holds this object literal, through arrays, functions
   * and wrappers, or through a variable: `const dts: Dts = { … }` given as
   * `{ dts }` continues at that `dts` key (the first use that is a key's value).
   */
  private parentKey(literal: ts.ObjectLiteralExpression): KeyElement | null {
    const parent = valueParent(literal);
    if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
      return this.keyUsing(parent.name);
    }
    return parent && isKeyElement(parent) && !ts.isShorthandPropertyAssignment(parent)
      ? parent
      : null;
  }

  private keyUsing(variable: ts.Identifier): KeyElement | null {
    const symbol = this.checker.getSymbolAtLocation(variable);
    let found: KeyElement | null = null;
    const visit = (node: ts.Node): void => {
      if (found) {
        return;
      }
      if (ts.isIdentifier(node) && node !== variable && node.text === variable.text) {
        if (ts.isShorthandPropertyAssignment(node.parent)) {
          if (this.checker.getShorthandAssignmentValueSymbol(node.parent) === symbol) {
            found = node.parent;
          }
        } else if (this.checker.getSymbolAtLocation(node) === symbol) {
          const parent = valueParent(node);
          if (parent && isKeyElement(parent) && !ts.isShorthandPropertyAssignment(parent)) {
            found = parent;
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(this.sourceFile);
    return found;
  }

  /**
   * The option path of a key from the root of the config, as declared names:
   * `['dts', 'bundle']` for `lib: [{ dts: { bundle } }]` (a `lib` item's keys
   * are options of their own), with the declaration of its first option; null
   * when the chain of keys does not start at the root of a config or a `lib` item.
   */
  private pathOf(
    element: KeyElement,
    declaration: Declared['declaration'],
  ): {path: string[]; first: Declared['declaration']} | null {
    const chain = [declaration];
    for (
      let key = this.parentKey(element.parent as ts.ObjectLiteralExpression);
      key;
      key = this.parentKey(key.parent as ts.ObjectLiteralExpression)
    ) {
      const declared = this.declarationOf(key);
      if (!declared) {
        return null;
      }
      chain.unshift(declared.declaration);
    }
    if (!ROOT_OWNERS.has(ownerName(chain[0]))) {
      return null;
    }
    const underLib =
      chain.length > 1 && keyName(chain[0].name) === 'lib' && ownerName(chain[0]) === 'RslibConfig';
    const options = underLib ? chain.slice(1) : chain;
    return {path: options.map((option) => keyName(option.name)!), first: options[0]};
  }

  /**
   * Whether an option is one of Rslib's lib options (`format`, `dts`, `lib`
   * itself) rather than an Rsbuild option, which LibConfig inherits or narrows
   * (`output`, `source`).
   */
  private isLibOption(first: Declared['declaration']): boolean {
    const owner = first.parent;
    const name = keyName(first.name)!;
    if (name === 'lib' && ownerName(first) === 'RslibConfig') {
      return true;
    }
    if (!ts.isInterfaceDeclaration(owner) || owner.name.text !== 'LibConfig') {
      return false;
    }
    let own = this.libOwnKeys.get(owner);
    if (!own) {
      const type = this.checker.getTypeAtLocation(owner);
      const inherited = new Set(
        (type.isClassOrInterface() ? this.checker.getBaseTypes(type) : []).flatMap((base) =>
          base.getProperties().map((property) => property.name),
        ),
      );
      own = new Set(
        type
          .getProperties()
          .map((property) => property.name)
          .filter((property) => !inherited.has(property)),
      );
      this.libOwnKeys.set(owner, own);
    }
    return own.has(name);
  }

  private typeOf(declaration: Declared['declaration']): string {
    let printed = this.types.get(declaration);
    if (printed === undefined) {
      const symbol = this.checker.getSymbolAtLocation(declaration.name);
      printed = symbol
        ? printType(this.checker, this.checker.getTypeOfSymbol(symbol), declaration)
        : '';
      this.types.set(declaration, printed);
    }
    return printed;
  }

  keys(): ConfigKey[] {
    const keys: ConfigKey[] = [];
    const visit = (node: ts.Node): void => {
      if (isKeyElement(node)) {
        const declared = this.declarationOf(node);
        if (declared) {
          const start = node.name.getStart(this.sourceFile);
          const option = this.pathOf(node, declared.declaration);
          keys.push({
            start,
            end: node.name.getEnd(),
            line: this.sourceFile.getLineAndCharacterOfPosition(start).line + 1,
            name: keyName(declared.declaration.name)!,
            path: option?.path ?? null,
            owner: ownerName(declared.declaration),
            declaredIn: declared.declaredIn,
            scope: option && this.isLibOption(option.first) ? 'lib' : 'rsbuild',
            type: this.typeOf(declared.declaration),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(this.sourceFile);
    return keys;
  }
}

function sampleFileName(siteDir: string, index: number, title: string): string {
  const extension = /\.(m|c)?(ts|js)$/.exec(title)?.[0] ?? '.ts';
  return path.join(siteDir, '.code-links', `sample-${index}${extension}`);
}

/**
 * Resolves the keys of config samples. Samples with the same code and
 * extension are compiled once; each batch of new samples makes one program
 * that reuses the previous one's source files (package types parsed once).
 */
export class ConfigKeyResolver {
  private readonly files = new Map<string, string>();
  private readonly fileOf = new Map<string, string>();
  private readonly results = new Map<string, ConfigKey[]>();
  private readonly sourceFiles = new Map<string, ts.SourceFile>();
  private program: ts.Program | undefined;

  constructor(private readonly siteDir: string) {}

  /** How many distinct samples have been compiled. */
  get size(): number {
    return this.fileOf.size;
  }

  private sampleId({code, title}: ConfigSample): string {
    return `${path.extname(title)}\0${code}`;
  }

  private host(): ts.CompilerHost {
    const host = ts.createCompilerHost(COMPILER_OPTIONS);
    const {getSourceFile, fileExists, readFile} = host;
    // The same source file objects for every program: the next program reuses them unchanged.
    host.getSourceFile = (fileName, languageVersion, ...rest) => {
      let sourceFile = this.sourceFiles.get(fileName);
      if (!sourceFile) {
        const sample = this.files.get(fileName);
        sourceFile =
          sample === undefined
            ? getSourceFile.call(host, fileName, languageVersion, ...rest)
            : ts.createSourceFile(fileName, sample, languageVersion, true);
        if (sourceFile) {
          this.sourceFiles.set(fileName, sourceFile);
        }
      }
      return sourceFile;
    };
    host.fileExists = (fileName) => this.files.has(fileName) || fileExists.call(host, fileName);
    host.readFile = (fileName) => this.files.get(fileName) ?? readFile.call(host, fileName);
    return host;
  }

  /** The keys of each sample, in order, compiling the samples not seen before in one program. */
  resolve(samples: ConfigSample[]): ConfigKey[][] {
    const added: Array<[id: string, fileName: string]> = [];
    for (const sample of samples) {
      const id = this.sampleId(sample);
      if (!this.fileOf.has(id)) {
        const fileName = sampleFileName(this.siteDir, this.fileOf.size, sample.title);
        this.fileOf.set(id, fileName);
        this.files.set(fileName, sample.code);
        added.push([id, fileName]);
      }
    }
    if (added.length > 0) {
      this.program = ts.createProgram({
        rootNames: [...this.files.keys()],
        options: COMPILER_OPTIONS,
        host: this.host(),
        oldProgram: this.program,
      });
      const checker = this.program.getTypeChecker();
      const cache: ProgramCache = {libOwnKeys: new Map(), types: new Map()};
      for (const [id, fileName] of added) {
        const sourceFile = this.program.getSourceFile(fileName)!;
        this.results.set(id, new SampleReader(checker, sourceFile, cache).keys());
      }
    }
    return samples.map((sample) => this.results.get(this.sampleId(sample))!);
  }
}
