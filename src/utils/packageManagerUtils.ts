export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/**
 * Turns one npm-style command (without the leading `npm`) into the command for
 * each package manager: yarn and bun say `add` where npm says `install <pkg>`,
 * and `yarn create` takes no `@latest` tag.
 */
export function packageManagerCommand(manager: PackageManager, command: string): string {
  const trimmed = command.trim().replace(/^npm\s+/, '');
  if (manager === 'npm' || manager === 'pnpm') {
    return `${manager} ${trimmed}`;
  }
  let adapted = trimmed.replace(/^(install|i)(\s+)(?=\S)/, 'add$2');
  if (manager === 'yarn') {
    adapted = adapted.replace(/^create\s+(\S+)@latest\b/, 'create $1');
  }
  return `${manager} ${adapted}`;
}

export function packageManagerCommands(command: string): Record<PackageManager, string> {
  return Object.fromEntries(
    PACKAGE_MANAGERS.map((manager) => [manager, packageManagerCommand(manager, command)]),
  ) as Record<PackageManager, string>;
}
