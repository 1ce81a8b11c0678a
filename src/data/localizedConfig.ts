// The config loads this file before the @site alias exists, hence the relative path.
import localizedConfig from '../../docusaurus.config.localized.json';

type LocalizedKey = keyof typeof localizedConfig;

/**
 * Reads a locale-dependent config value. Throws when the key or the locale is
 * missing, so a forgotten translation fails the build instead of shipping English.
 */
export function localized(key: LocalizedKey, locale: string): string {
  const values: Record<string, string> | undefined = localizedConfig[key];
  const value = values?.[locale];
  if (value === undefined) {
    throw new Error(`docusaurus.config.localized.json: no "${locale}" value for "${key}"`);
  }
  return value;
}
