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

/**
 * Each manager's command as highlighted HTML, from the JSON the build-time
 * highlighter writes; null when it is not that (then the commands are
 * highlighted in the browser).
 */
export function parseCommandHtml(
  json: string | undefined,
): Partial<Record<PackageManager, string>> | null {
  if (json === undefined) {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return Object.fromEntries(
        PACKAGE_MANAGERS.flatMap((manager) => {
          const value = (parsed as Record<string, unknown>)[manager];
          return typeof value === 'string' ? [[manager, value]] : [];
        }),
      );
    }
  } catch {
    // Not JSON: the commands are highlighted in the browser.
  }
  return null;
}
