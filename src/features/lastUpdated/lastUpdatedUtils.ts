/**
 * The "Last Updated" date without `Intl`: creating the page's first
 * `Intl.DateTimeFormat` starts ICU's locale data, 10 to 15 ms of a desktop's
 * main thread in the middle of hydration, four times that on Lighthouse's
 * phone. For the site's locales
 * the text is written out here, equal to Intl's (the tests hold it to Intl).
 */

/** The theme's format (theme-classic LastUpdated), for other locales. */
export const LAST_UPDATED_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * `date` as `Intl.DateTimeFormat(locale, LAST_UPDATED_FORMAT)` writes it for
 * 'en' ("Nov 22, 2026") and 'zh' ("2026年11月22日"); undefined for another locale.
 */
export function formatLastUpdatedDate(date: Date, locale: string): string | undefined {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  switch (locale) {
    case 'en':
      return `${ENGLISH_MONTHS[month]} ${day}, ${year}`;
    case 'zh':
      return `${year}年${month + 1}月${day}日`;
    default:
      return undefined;
  }
}
