/**
 * The page of all results (`/search?q=…`, `/zh/search?q=…`), linked from the
 * search dialog: every page that answers the query in titles, headings or
 * text, grouped by page, with the excerpt of each hit and its words marked
 * (a query that finds nothing: the results of the query corrected for
 * misspelt words, saying so).
 * It replaces the search plugin's own page, which searches its first index
 * only and so would miss words that only the text of a page holds.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {CorrectionNotice, HitText, PageTrail} from '@site/src/features/search/SearchModal';
import {useAllResults} from './useAllResults';
import styles from './styles.module.css';

function SearchPageContent(): ReactNode {
  const {query, setQuery, status, groups, correction} = useAllResults();
  const {selectMessage} = usePluralForm();
  const trimmed = query.trim();
  const title = trimmed
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query: trimmed},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
  const pageCount = groups.length;

  return (
    <main className={clsx('container', 'margin-vert--lg', styles.page)}>
      <Head>
        <title>{title}</title>
        {/* One page per query: search engines should follow its links, not list it. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <Heading as="h1">{title}</Heading>
      {/* Results follow each keystroke, so submitting has nothing left to do;
          the button is there because a search form must be submittable (before
          the scripts run, it loads `?q=`, which the page reads on start). */}
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          aria-label={translate({
            id: 'search.page.inputLabel',
            message: 'Search the documentation',
            description: 'Accessible name of the query field of the page of all search results',
          })}
        />
        <button type="submit" className="button button--primary">
          <Translate
            id="search.page.submit"
            description="Label of the button that runs a search on the page of all search results">
            Search
          </Translate>
        </button>
      </form>
      <p aria-live="polite" className={styles.status}>
        {status === 'searching' && pageCount === 0 && (
          <Translate id="search.page.searching" description="Shown while a search runs">
            Searching…
          </Translate>
        )}
        {status === 'error' && (
          <Translate
            id="search.modal.error"
            description="Shown when the search index could not be fetched or searched">
            The search index could not be loaded. Please try again later.
          </Translate>
        )}
        {status === 'done' && pageCount > 0 && correction !== undefined && (
          <>
            <CorrectionNotice query={trimmed} correction={correction} />{' '}
          </>
        )}
        {status === 'done' &&
          (pageCount > 0
            ? selectMessage(
                pageCount,
                translate(
                  {
                    id: 'theme.SearchPage.documentsFound.plurals',
                    message: '1 document found|{count} documents found',
                    description:
                      'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                  },
                  {count: pageCount},
                ),
              )
            : translate({
                id: 'theme.SearchPage.noResultsText',
                message: 'No documents were found',
                description: 'The paragraph for empty search result',
              }))}
      </p>
      {trimmed !== '' && pageCount > 0 && (
        <ol className={styles.pages}>
          {groups.map((group) => (
            <li key={group.pageUrl} className={styles.pageResult}>
              <Heading as="h2" className={styles.pageTitle}>
                <Link to={group.pageUrl}>{group.pageTitle}</Link>
              </Heading>
              <PageTrail trail={group.trail} />
              <ul className={styles.hits}>
                {group.hits.map((hit) => (
                  <li key={hit.id}>
                    <Link to={hit.url} className={styles.hit} data-kind={hit.kind}>
                      <HitText hit={hit} />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
