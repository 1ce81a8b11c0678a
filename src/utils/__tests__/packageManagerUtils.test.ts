import {packageManagerCommand, packageManagerCommands} from '../packageManagerUtils';

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
