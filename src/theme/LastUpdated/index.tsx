/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (LastUpdated), upstream
 * structure kept. CUSTOM: the date is written by formatLastUpdatedDate, not by
 * an `Intl.DateTimeFormat` (which starts ICU during hydration, see
 * lastUpdatedUtils); Intl remains for a locale it does not know. The dev-only
 * "simulated" note is left out: it was the one untranslated text.
 * Gain: 10-15 ms of a desktop's main thread during hydration (ICU locale data).
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {
  LAST_UPDATED_FORMAT,
  formatLastUpdatedDate,
} from '@site/src/features/lastUpdated/lastUpdatedUtils';

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  // CUSTOM
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const formattedLastUpdatedAt =
    formatLastUpdatedDate(atDate, currentLocale) ??
    new Intl.DateTimeFormat(currentLocale, LAST_UPDATED_FORMAT).format(atDate);

  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formattedLastUpdatedAt}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{
        user: <b>{lastUpdatedBy}</b>,
      }}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
