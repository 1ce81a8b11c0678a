import type {ShowcaseEntry} from '@site/src/data/rstackShowcase';
import type {ToolLinkEntry} from '@site/src/data/rstackTools';

export type SiteLanguage = 'en' | 'zh';

/** A 1×1 transparent GIF, shown where a tool has no logo. */
export const TRANSPARENT_PLACEHOLDER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface LocalizedTool {
  name: string;
  description: string;
  url: string;
  logo: string;
  logoScale: number;
}

/** The site language of a Docusaurus locale: zh for zh, English otherwise. */
export function siteLanguage(locale: string): SiteLanguage {
  return locale === 'zh' ? 'zh' : 'en';
}

/** A switcher entry in the reader's language, English fields falling back to the base ones. */
export function localizeTool(entry: ToolLinkEntry, lang: SiteLanguage): LocalizedTool {
  const english = lang === 'en';
  return {
    name: entry.name,
    description: english ? (entry.descEn ?? entry.desc) : entry.desc,
    url: english ? (entry.urlEn ?? entry.url) : entry.url,
    logo: entry.logo ?? TRANSPARENT_PLACEHOLDER,
    logoScale: entry.logoScale ?? 1,
  };
}

/** A showcase card in the reader's language. */
export function localizeShowcase(entry: ShowcaseEntry, lang: SiteLanguage): LocalizedTool {
  return {
    name: entry.name,
    description: entry.description[lang],
    url: entry.url,
    logo: entry.logo ?? TRANSPARENT_PLACEHOLDER,
    logoScale: 1,
  };
}
