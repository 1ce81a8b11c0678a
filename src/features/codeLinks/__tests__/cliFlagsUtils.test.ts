import {parseMdx} from '@site/src/utils/markdownUtils';
import {cliFlagEntries, flagsOfHelp, shellFlags} from '../cliFlagsUtils';

describe('flagsOfHelp', () => {
  it('reads long, short and negated flags from a cac listing', () => {
    const help = [
      'Usage:',
      '  $ rslib build [options]',
      '',
      'Options:',
      '  -w, --watch               turn on watch mode ',
      '  --bundle                  enable bundle mode (use --no-bundle to disable) ',
      '  --dist-path <dir>         set output directory ',
    ].join('\n');
    expect(flagsOfHelp(help)).toEqual(['--bundle', '--dist-path', '--no-bundle', '--watch', '-w']);
  });
});

describe('cliFlagEntries', () => {
  const page = [
    '## Commands {#commands}',
    '',
    '- `-v, --version` prints the installed version. Then exits.',
    '- `rslib build` is not a flag.',
    '',
    '## rslib build {#build}',
    '',
    '### Build flags {#build-flags}',
    '',
    '| Flag | Sets | Notes |',
    '| --- | --- | --- |',
    '| `-w, --watch` | watch mode | Rebuilds on change; see [watch mode](#watch). |',
    '| `--format <format>` | [`lib.format`](../config/lib/format.mdx) | One of `esm`, `cjs`. Repeatable. |',
    '| `--dts` / `--no-dts` | `lib.dts` | Sets `dts: true` or `dts: false`. |',
    '',
    '### Watch mode {#watch}',
    '',
    'Keeps running.',
    '',
    '## Common flags {#common-flags}',
    '',
    '| Flag | What it does |',
    '| --- | --- |',
    '| `-c, --config <config>` | Loads this config file. |',
    '| `--lib <id>` | Runs only these items. |',
    '| `--env-mode <mode>` | Loads `.env.<mode>`. |',
    '',
    '### Choose a config file with -c {#config}',
    '',
    '### Build only some lib items with --lib {#lib}',
    '',
    '## rslib inspect {#inspect}',
    '',
    '| Flag | What it does |',
    '| --- | --- |',
    '| `--lib <id>` | Documented twice: the first entry is kept. |',
    '| `--mode <mode>` | `development` or `production`. |',
  ].join('\n');
  const entries = cliFlagEntries(parseMdx(page));

  it('maps a flag to the same-page section its row links to', () => {
    expect(entries['--watch'].id).toBe('watch');
    expect(entries['-w'].id).toBe('watch');
  });

  it('maps a flag to a subsection of its part of the page whose heading names it', () => {
    expect(entries['--lib'].id).toBe('lib');
    expect(entries['-c'].id).toBe('config');
    expect(entries['--config'].id).toBe('config');
  });

  it('maps any other flag to the section its row or list item is written in', () => {
    expect(entries['--format'].id).toBe('build-flags');
    expect(entries['--env-mode'].id).toBe('common-flags');
    expect(entries['--mode'].id).toBe('inspect');
    expect(entries['--version'].id).toBe('commands');
  });

  it('gives each flag its usage as written and the first sentence of its description', () => {
    expect(entries['--env-mode']).toEqual({
      id: 'common-flags',
      usage: '--env-mode <mode>',
      description: 'Loads .env.<mode>.',
    });
    expect(entries['--version'].usage).toBe('-v, --version');
    expect(entries['--version'].description).toBe('-v, --version prints the installed version.');
  });

  it('puts the option a flag sets before its notes, when the table names one', () => {
    expect(entries['--format'].description).toBe('lib.format — One of esm, cjs.');
  });

  it('gives each of two written usages of one row its own usage', () => {
    expect(entries['--dts'].usage).toBe('--dts');
    expect(entries['--no-dts'].usage).toBe('--no-dts');
    expect(entries['--no-dts'].description).toBe('lib.dts — Sets dts: true or dts: false.');
  });

  it('takes no entry from list items and cells that do not start with a flag', () => {
    expect(Object.keys(entries).sort()).toEqual(
      [
        '--config',
        '--dts',
        '--env-mode',
        '--format',
        '--lib',
        '--mode',
        '--no-dts',
        '--version',
        '--watch',
        '-c',
        '-v',
        '-w',
      ].sort(),
    );
  });
});

describe('shellFlags', () => {
  const flagsOf = (code: string) =>
    shellFlags(code).map(({start, end, flag, command, line}) => ({
      text: code.slice(start, end),
      flag,
      command,
      line,
    }));

  it('finds the flags given to rslib, with their offsets, command and line', () => {
    expect(flagsOf('npx rslib build --watch --lib esm\npnpm rslib inspect --verbose')).toEqual([
      {text: '--watch', flag: '--watch', command: 'build', line: 1},
      {text: '--lib', flag: '--lib', command: 'build', line: 1},
      {text: '--verbose', flag: '--verbose', command: 'inspect', line: 2},
    ]);
  });

  it('takes `rslib` alone as `rslib build`, short flags included', () => {
    expect(flagsOf('npx rslib -w')).toEqual([{text: '-w', flag: '-w', command: 'build', line: 1}]);
  });

  it('links the flag of `--flag=value`, not its value', () => {
    expect(flagsOf('rslib build --env-mode=staging')[0].text).toBe('--env-mode');
  });

  it('follows a command over line continuations, and stops at its end', () => {
    const code = [
      'npx rslib build \\',
      '  --no-dts && echo --done',
      'rslib mf-dev --lib mf; ls -la',
      'rslib build | tee log --watch',
      'rslib build # --watch in a comment',
    ].join('\n');
    expect(flagsOf(code).map(({text, command, line}) => `${line}:${command}:${text}`)).toEqual([
      '2:build:--no-dts',
      '3:mf-dev:--lib',
    ]);
  });

  it('stops at `--`, after which flags belong to something else', () => {
    expect(flagsOf('rslib build --watch -- --not-ours').map(({text}) => text)).toEqual(['--watch']);
  });

  it('does not take other words that contain rslib for the command', () => {
    const code = [
      'npm create rslib@latest --template react',
      'npm add -D @rslib/core --save',
      'create-rslib --dir x',
      'cat rslib.config.ts --x',
      'rslib unknown --watch',
      '# npx rslib build --watch',
      'echo "see rslib" # and rslib build --lib',
    ].join('\n');
    expect(flagsOf(code)).toEqual([]);
  });
});
