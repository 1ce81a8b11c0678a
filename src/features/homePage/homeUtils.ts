/**
 * The generic home page type, driven by front matter: a hero and
 * feature cards. Front matter is written by hand, so everything here accepts
 * `unknown` and drops what it cannot use instead of failing the build.
 */

export const HERO_IMAGE_SIZE = 375;
export const DEFAULT_HERO = {name: 'modern', text: 'modern ssg', tagline: 'modern ssg'} as const;
export const FEATURE_SPANS = [2, 3, 4, 6] as const;
export const DEFAULT_FEATURE_SPAN = 4;

export type FeatureSpan = (typeof FEATURE_SPANS)[number];
export type ActionTheme = 'brand' | 'alt';

export interface HeroAction {
  text: string;
  link: string;
  theme: ActionTheme;
}

export interface HeroImage {
  light: string;
  dark: string;
  alt: string;
  srcSet?: string;
  sizes?: string;
}

export interface Hero {
  name: string;
  textLines: string[];
  tagline: string;
  actions: HeroAction[];
  image?: HeroImage;
}

export interface Feature {
  title: string;
  details: string;
  icon?: string;
  link?: string;
  span: FeatureSpan;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A string, or a list of strings joined with `separator` (srcset and sizes accept both). */
function joined(value: unknown, separator: string): string | undefined {
  if (Array.isArray(value)) {
    const parts = value.filter((part): part is string => typeof part === 'string');
    return parts.length > 0 ? parts.join(separator) : undefined;
  }
  return text(value);
}

function heroImage(value: unknown): HeroImage | undefined {
  if (!isFields(value)) {
    return undefined;
  }
  const src = value.src;
  let light: string | undefined;
  let dark: string | undefined;
  if (isFields(src)) {
    light = text(src.light) ?? text(src.dark);
    dark = text(src.dark) ?? light;
  } else {
    light = text(src);
    dark = light;
  }
  if (light === undefined || dark === undefined) {
    return undefined;
  }
  return {
    light,
    dark,
    alt: text(value.alt) ?? '',
    srcSet: joined(value.srcset, ', '),
    sizes: joined(value.sizes, ', '),
  };
}

function heroActions(value: unknown): HeroAction[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((action): HeroAction[] => {
    if (!isFields(action)) {
      return [];
    }
    const actionText = text(action.text);
    const link = text(action.link);
    if (actionText === undefined || link === undefined) {
      return [];
    }
    return [{text: actionText, link, theme: action.theme === 'alt' ? 'alt' : 'brand'}];
  });
}

/** The hero of a `pageType: home` page, with the fallback texts the original theme used ("modern ssg"). */
export function normalizeHero(value: unknown): Hero {
  const hero = isFields(value) ? value : {};
  const heroText = text(hero.text) ?? DEFAULT_HERO.text;
  return {
    name: text(hero.name) ?? DEFAULT_HERO.name,
    textLines: heroText.split('\n').filter((line) => line.trim() !== ''),
    tagline: text(hero.tagline) ?? DEFAULT_HERO.tagline,
    actions: heroActions(hero.actions),
    image: heroImage(hero.image),
  };
}

/** A card's span: one of 2, 3, 4, 6, else the default 4. */
export function featureSpan(value: unknown): FeatureSpan {
  return (FEATURE_SPANS as readonly unknown[]).includes(value)
    ? (value as FeatureSpan)
    : DEFAULT_FEATURE_SPAN;
}

/** The feature cards of a `pageType: home` page; entries without a title are dropped. */
export function normalizeFeatures(value: unknown): Feature[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((feature): Feature[] => {
    if (!isFields(feature)) {
      return [];
    }
    const title = text(feature.title);
    if (title === undefined) {
      return [];
    }
    return [
      {
        title,
        details: text(feature.details) ?? '',
        icon: text(feature.icon),
        link: text(feature.link),
        span: featureSpan(feature.span),
      },
    ];
  });
}
