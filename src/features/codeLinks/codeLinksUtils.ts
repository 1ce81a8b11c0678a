/**
 * Code samples wired to the reference: each option key of an
 * `rslib.config.*` sample and each `rslib` flag of a shell sample becomes an
 * annotation (a character range of the code with the section that documents
 * it, its type and one sentence), computed at build time. The annotations are
 * data beside the code: the code string itself is never changed. Pure
 * functions; src/plugins/codeLinks feeds them what the compiler and the
 * reference pages say.
 */
import type {CodeRangeAnnotation} from '../codeBlocks/codeHtmlUtils';
import {parseCodeTitle} from '../../utils/markdownUtils';
import {type CliCommand, type CliFlagEntries, shellFlags} from './cliFlagsUtils';
import {CODE_LINK_DESCRIPTION_ATTRIBUTE, CODE_LINK_TYPE_ATTRIBUTE} from './codeLinkTooltipUtils';
import {codeMentions, type ReferencePages, type ReferenceSection} from './referenceUtils';

/** The package whose types declare a key. */
export type KeyDeclaredIn = 'rslib' | 'rsbuild' | 'other';

/** A key of a config sample, as the TypeScript compiler resolved it. */
export interface ConfigKey {
  /** Offsets of the key as written (quotes included) in the sample's code. */
  start: number;
  end: number;
  /** 1-based line of the key in the sample. */
  line: number;
  /** The declared property name: `import.meta.url` for `'import.meta.url'`. */
  name: string;
  /**
   * The option path from the root of the config, `lib` items left out:
   * `['dts', 'bundle']` for `lib: [{ dts: { bundle } }]`, `['lib']` for
   * `lib` itself. Null when the key's object is not (inside) a config.
   */
  path: string[] | null;
  /** The interface or type alias that declares the key (`LibConfig`, `RsbuildPlugin`). */
  owner: string;
  declaredIn: KeyDeclaredIn;
  /** `lib` when the path starts with one of Rslib's lib options or `lib`, else `rsbuild`. */
  scope: 'lib' | 'rsbuild';
  /** The declared type as the compiler prints it. */
  type: string;
}

/** One linked range of a code block's code. */
export interface CodeAnnotation {
  start: number;
  end: number;
  /** The section's URL in the page's language: `/zh/config/lib/dts#dts-bundle`. */
  href: string;
  type: string;
  description: string;
}

/** A key or flag that the reference should document and does not, named for the error. */
export interface UnresolvedName {
  /** 1-based line in the code block. */
  line: number;
  name: string;
  /** The option path (`output.distPath`) or the command (`rslib build`). */
  context: string;
}

export interface CodeLinkResult {
  annotations: CodeAnnotation[];
  unresolved: UnresolvedName[];
}

/** A section of the reference: a page and a heading id, or the page itself. */
export interface SectionTarget {
  /** Path without the language's prefix: `/config/lib/dts`, `/config/lib/`. */
  route: string;
  id: string | null;
}

/** What the build gives the annotations of one language. */
export interface CodeLinkData {
  /** The language's root: `/` or `/zh/`. */
  baseUrl: string;
  /** The reference pages (`/config/…` and the CLI page) of that language. */
  pages: ReferencePages;
  /** The CLI page's path, `/guide/basic/cli`. */
  cliRoute: string;
  /** For each command, the flags it accepts with where the CLI page documents them. */
  cliFlags: Record<CliCommand, CliFlagEntries>;
}

/** The code block to annotate. */
export interface CodeBlockSample {
  code: string;
  /** The fence's language: `ts`, `bash`. */
  lang: string;
  /** The fence's `title`, or null. */
  title: string | null;
}

const CONFIG_TITLE = /(^|\/)rslib\.config\.(ts|mts|cts|js|mjs|cjs)$/;
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

/** Whether a code block is a config file sample, whose keys the compiler resolves. */
export function isConfigSample(title: string | null): title is string {
  return title !== null && CONFIG_TITLE.test(title);
}

const FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

/**
 * The config samples of a page's source, read from its fences without
 * parsing the page, to compile all of a language's samples in one program
 * before the pages are built. Only fences that open at a line's start or
 * indented (as in a list item) are found; the code is what Markdown gives:
 * the lines between the fences, less the opening fence's indentation.
 */
export function fencedConfigSamples(source: string): Array<{code: string; title: string}> {
  const samples: Array<{code: string; title: string}> = [];
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE.exec(lines[index]);
    if (!open) {
      continue;
    }
    const [, indent, fence, info] = open;
    const title = parseCodeTitle(info);
    const closing = new RegExp(`^[ \\t]*${fence[0]}{${fence.length},}[ \\t]*$`);
    const end = lines.findIndex((line, at) => at > index && closing.test(line));
    const stop = end === -1 ? lines.length : end;
    if (isConfigSample(title)) {
      const code = lines
        .slice(index + 1, stop)
        .map((line) => line.replace(new RegExp(`^[ \\t]{0,${indent.length}}`), ''))
        .join('\n');
      samples.push({code, title});
    }
    index = stop;
  }
  return samples;
}

export function isShellSample(lang: string): boolean {
  return SHELL_LANGUAGES.has(lang);
}

/** An option name as its page or heading id writes it: `autoExtension` → `auto-extension`, `'import.meta.url'` → `import-meta-url`. */
export function optionSlug(name: string): string {
  return name
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The default rule: a lib option has its page under `/config/lib/` (`lib`
 * itself the section's index), an Rsbuild option its group's page under
 * `/config/rsbuild/`; a nested option is the heading whose id is the whole
 * path (`dts.bundle` → `/config/lib/dts#dts-bundle`, `output.distPath` →
 * `/config/rsbuild/output#output-dist-path`).
 */
export function defaultSection(path: string[], scope: ConfigKey['scope']): SectionTarget {
  const [option] = path;
  const route =
    scope === 'lib'
      ? option === 'lib'
        ? '/config/lib/'
        : `/config/lib/${optionSlug(option)}`
      : `/config/rsbuild/${optionSlug(option)}`;
  return {route, id: path.length > 1 ? path.map(optionSlug).join('-') : null};
}

/** Options documented under an id that the default rule does not give, by option path. */
export const SECTION_EXCEPTIONS: Record<string, SectionTarget> = {
  // The performance page names its sections without the group.
  'performance.buildCache': {route: '/config/rsbuild/performance', id: 'build-cache'},
  'performance.printFileSize': {route: '/config/rsbuild/performance', id: 'print-file-size'},
  'performance.removeConsole': {route: '/config/rsbuild/performance', id: 'remove-console'},
  // Read only by `rslib mf-dev`: the overview explains them, with the one key samples set, in its
  // section on that command's dev server (no Rsbuild group page of their own).
  dev: {route: '/config/rsbuild/', id: 'mf-dev-server'},
  server: {route: '/config/rsbuild/', id: 'mf-dev-server'},
  'server.port': {route: '/config/rsbuild/', id: 'server-port'},
};

/**
 * Keys whose declaring type has a section of its own (a plugin object's `name`
 * and `setup`, the `stage` of `api.processAssets`), by that type.
 */
export const OWNER_SECTIONS: Record<string, SectionTarget> = {
  RsbuildPlugin: {route: '/config/rsbuild/plugins', id: 'custom-plugin'},
  ProcessAssetsDescriptor: {route: '/config/rsbuild/plugins', id: 'custom-plugin'},
};

/** The types page documents each exported type under its name: `LoadEnvOptions` → `#load-env-options`. */
export const TYPES_ROUTE = '/api/javascript-api/types';

/** The section of the types page for the type that declares a key outside a config. */
export function typeSection(owner: string): SectionTarget | null {
  return owner ? {route: TYPES_ROUTE, id: optionSlug(owner)} : null;
}

export function sectionOf(target: SectionTarget, pages: ReferencePages): ReferenceSection | null {
  const page = pages[target.route];
  if (!page) {
    return null;
  }
  return target.id === null ? page.intro : (page.sections[target.id] ?? null);
}

/**
 * The section that documents a key: its own section (the exceptions table,
 * else the default rule), else, for an Rslib or Rsbuild key nested deeper than
 * the reference goes, the closest enclosing option's section when its code
 * names the key (`output.distPath.root` → `output.distPath`). Keys of other
 * packages link only to a section of their own (`umdName.root`). Null when no
 * section documents it.
 */
export function sectionOfKey(
  key: ConfigKey,
  pages: ReferencePages,
): {target: SectionTarget; section: ReferenceSection} | null {
  const ownerTarget = OWNER_SECTIONS[key.owner];
  if (ownerTarget) {
    const section = sectionOf(ownerTarget, pages);
    return section ? {target: ownerTarget, section} : null;
  }
  if (key.path === null) {
    const target = typeSection(key.owner);
    const section = target ? sectionOf(target, pages) : null;
    return target && section && codeMentions(section, key.name) ? {target, section} : null;
  }
  for (let length = key.path.length; length >= 1; length -= 1) {
    const path = key.path.slice(0, length);
    const target = SECTION_EXCEPTIONS[path.join('.')] ?? defaultSection(path, key.scope);
    const section = sectionOf(target, pages);
    if (section && (length === key.path.length || codeMentions(section, key.name))) {
      return {target, section};
    }
    if (key.declaredIn === 'other') {
      return null;
    }
  }
  return null;
}

export function sectionHref(baseUrl: string, {route, id}: SectionTarget): string {
  return `${baseUrl.replace(/\/$/, '')}${route}${id === null ? '' : `#${id}`}`;
}

function configAnnotations(keys: ConfigKey[], data: CodeLinkData): CodeLinkResult {
  const result: CodeLinkResult = {annotations: [], unresolved: []};
  for (const key of keys) {
    const found = sectionOfKey(key, data.pages);
    if (found) {
      result.annotations.push({
        start: key.start,
        end: key.end,
        href: sectionHref(data.baseUrl, found.target),
        type: key.type,
        description: found.section.description,
      });
    } else if (key.declaredIn !== 'other') {
      result.unresolved.push({
        line: key.line,
        name: key.name,
        context: key.path ? key.path.join('.') : `a key of ${key.owner || 'an anonymous type'}`,
      });
    }
  }
  return result;
}

function shellAnnotations(code: string, data: CodeLinkData): CodeLinkResult {
  const result: CodeLinkResult = {annotations: [], unresolved: []};
  for (const {start, end, flag, command, line} of shellFlags(code)) {
    const entry = data.cliFlags[command][flag];
    const target = entry ? {route: data.cliRoute, id: entry.id} : null;
    if (entry && target && sectionOf(target, data.pages)) {
      result.annotations.push({
        start,
        end,
        href: sectionHref(data.baseUrl, target),
        type: entry.usage,
        description: entry.description,
      });
    } else {
      result.unresolved.push({line, name: flag, context: `rslib ${command}`});
    }
  }
  return result;
}

/**
 * The annotations of one code block in one language: the option keys of a
 * config sample (`keys`, resolved by the compiler), or the `rslib` flags of a
 * shell sample; none for any other block. Keys and flags that Rslib or
 * Rsbuild declare but no section documents come back as unresolved. The
 * annotations are in the order of the code and never overlap.
 */
export function codeAnnotations(
  block: CodeBlockSample,
  keys: ConfigKey[] | null,
  data: CodeLinkData,
): CodeLinkResult {
  const result =
    isConfigSample(block.title) && keys
      ? configAnnotations(keys, data)
      : isShellSample(block.lang)
        ? shellAnnotations(block.code, data)
        : {annotations: [], unresolved: []};
  result.annotations.sort((a, b) => a.start - b.start);
  return result;
}

/**
 * The links of a block's annotations as the code's HTML writes them: plain
 * `<a>` elements that work without JavaScript, carrying the type and the
 * description for the tooltip (no description attribute when the section has
 * no sentence to give).
 */
export function codeLinkRanges(annotations: readonly CodeAnnotation[]): CodeRangeAnnotation[] {
  return annotations.map(({start, end, href, type, description}) => ({
    start,
    end,
    tagName: 'a',
    attributes: {
      href,
      [CODE_LINK_TYPE_ATTRIBUTE]: type,
      ...(description === '' ? {} : {[CODE_LINK_DESCRIPTION_ATTRIBUTE]: description}),
    },
  }));
}

/**
 * The keys and flags of a block that no section documents, one line each as
 * `page:line: name (context)`, the line counted in the page (`blockLine` is
 * the line of the block's opening fence).
 */
export function unresolvedLines(
  page: string,
  blockLine: number,
  unresolved: readonly UnresolvedName[],
): string[] {
  return unresolved.map(
    ({line, name, context}) => `${page}:${blockLine + line}: ${name} (${context})`,
  );
}
