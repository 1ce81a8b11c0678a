import {
  LAST_UPDATED_FORMAT,
  formatLastUpdatedDate,
} from '@site/src/features/lastUpdated/lastUpdatedUtils';

function intlFormat(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, LAST_UPDATED_FORMAT).format(date);
}

/** Every month, first and last days, around the UTC day boundary, across years. */
const DATES = [1999, 2024, 2026, 2100].flatMap((year) =>
  Array.from({length: 12}, (_, month) => [
    new Date(Date.UTC(year, month, 1, 0, 0, 0)),
    new Date(Date.UTC(year, month, 15, 12, 30)),
    new Date(Date.UTC(year, month + 1, 0, 23, 59, 59, 999)),
  ]).flat(),
);

describe('formatLastUpdatedDate', () => {
  it.each(['en', 'zh'])('writes %s dates as Intl does, in UTC', (locale) => {
    for (const date of DATES) {
      expect(formatLastUpdatedDate(date, locale)).toBe(intlFormat(date, locale));
    }
  });

  it('gives the texts the site shows', () => {
    const date = new Date('2026-11-22T16:38:15.000Z');
    expect(formatLastUpdatedDate(date, 'en')).toBe('Nov 22, 2026');
    expect(formatLastUpdatedDate(date, 'zh')).toBe('2026年11月22日');
  });

  it('leaves other locales to Intl', () => {
    expect(formatLastUpdatedDate(new Date(0), 'fr')).toBeUndefined();
    expect(formatLastUpdatedDate(new Date(0), 'zh-Hant')).toBeUndefined();
  });
});
