import {
  packageManagerCommand,
  packageManagerCommands,
  parseCommandHtml,
} from '../packageManagerUtils';

describe('packageManagerCommands', () => {
  it('prefixes a command with each package manager', () => {
    expect(packageManagerCommands('run build')).toEqual({
      npm: 'npm run build',
      yarn: 'yarn run build',
      pnpm: 'pnpm run build',
      bun: 'bun run build',
    });
  });

  it('says add for yarn and bun when a package is installed', () => {
    expect(packageManagerCommands('install -D @rslib/core')).toEqual({
      npm: 'npm install -D @rslib/core',
      yarn: 'yarn add -D @rslib/core',
      pnpm: 'pnpm install -D @rslib/core',
      bun: 'bun add -D @rslib/core',
    });
  });

  it('keeps a bare install as install', () => {
    expect(packageManagerCommand('yarn', 'install')).toBe('yarn install');
    expect(packageManagerCommand('bun', 'install')).toBe('bun install');
  });

  it('drops the @latest tag for yarn create only', () => {
    expect(packageManagerCommand('yarn', 'create rslib@latest')).toBe('yarn create rslib');
    expect(packageManagerCommand('pnpm', 'create rslib@latest')).toBe('pnpm create rslib@latest');
  });

  it('accepts a command written with a leading npm', () => {
    expect(packageManagerCommand('pnpm', 'npm install react')).toBe('pnpm install react');
  });
});

describe('parseCommandHtml', () => {
  it('reads each manager’s HTML from the JSON the highlighter writes', () => {
    expect(parseCommandHtml('{"npm":"<span>npm</span>","bun":"b","other":"x"}')).toEqual({
      npm: '<span>npm</span>',
      bun: 'b',
    });
  });

  it('answers null for no JSON or another shape, and drops what is not a string', () => {
    expect(parseCommandHtml(undefined)).toBeNull();
    expect(parseCommandHtml('{oops')).toBeNull();
    expect(parseCommandHtml('["npm"]')).toBeNull();
    expect(parseCommandHtml('{"npm":1,"yarn":"y"}')).toEqual({yarn: 'y'});
  });
});
