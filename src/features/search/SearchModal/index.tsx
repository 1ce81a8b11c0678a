import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {truncateWidth, type ExcerptSegment} from '@site/src/features/search/excerptUtils';
import {
  type SearchHit,
  type SearchHitGroup,
  type SearchHitKind,
} from '@site/src/features/search/hitUtils';
import {SearchIcon} from '@site/src/features/search/SearchButton';
import styles from './styles.module.css';

/** An excerpt with the matched words marked. */
function Excerpt({segments}: {segments: ExcerptSegment[]}): ReactNode {
  return segments.map((segment, index) =>
    segment.highlighted ? (
      <mark key={index} className={styles.mark}>
        {segment.text}
      </mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}

function KindLabel({kind}: {kind: SearchHitKind}): ReactNode {
  switch (kind) {
    case 'title':
      return translate({
        id: 'search.result.kind.title',
        message: 'In title:',
        description: 'Screen-reader label of a search result found in a page title',
      });
    case 'header':
      return translate({
        id: 'search.result.kind.header',
        message: 'In heading:',
        description: 'Screen-reader label of a search result found in a heading',
      });
    default:
      return translate({
        id: 'search.result.kind.content',
        message: 'In content:',
        description: 'Screen-reader label of a search result found in the text of a page',
      });
  }
}

/**
 * What a hit shows: what it matched (for screen readers), its section and its
 * excerpt with the matched words marked. The dialog and the page of all results
 * both render hits with it.
 */
export function HitText({hit}: {hit: SearchHit}): ReactNode {
  return (
    <>
      <span className={styles.visuallyHidden}>
        <KindLabel kind={hit.kind} />{' '}
      </span>
      {hit.section !== null && <span className={styles.section}>{hit.section}</span>}
      <span className={clsx(styles.excerpt, hit.code && styles.codeExcerpt)}>
        <Excerpt segments={hit.excerpt} />
      </span>
    </>
  );
}

/** Where a page is on the site: its navbar item, then its sidebar categories. */
export function PageTrail({trail}: {trail: readonly string[]}): ReactNode {
  if (trail.length === 0) {
    return null;
  }
  return <span className={styles.trail}>{trail.join(' › ')}</span>;
}

function KindIcon({kind}: {kind: SearchHitKind}): ReactNode {
  const paths: Record<SearchHitKind, string> = {
    title: 'M6 2h9l5 5v15H4V2h2Zm0 2v16h12V8h-4V4H6Zm2 7h8v2H8v-2Zm0 4h8v2H8v-2Z',
    header:
      'M10 3 9.2 8H5v2h3.9l-.6 4H4v2h4l-.8 5h2l.8-5h4l-.8 5h2l.8-5H20v-2h-3.7l.6-4H21V8h-3.8l.8-5h-2l-.8 5h-4l.8-5h-2Zm.9 7h4l-.6 4h-4l.6-4Z',
    content: 'M4 5h16v2H4V5Zm0 4h16v2H4V9Zm0 4h16v2H4v-2Zm0 4h10v2H4v-2Z',
  };
  return (
    <svg
      className={styles.kindIcon}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false">
      <path fill="currentColor" d={paths[kind]} />
    </svg>
  );
}

/**
 * What the results shown answer when the query as typed (`query`, as shown)
 * found nothing: the query corrected for misspelt words (the dialog and the
 * page of all results).
 */
export function CorrectionNotice({
  query,
  correction,
}: {
  query: string;
  correction: string;
}): ReactNode {
  return (
    <Translate
      id="search.correction"
      description="Shown above the results of a query corrected for misspelt words, when the query as typed found nothing; {query} is what the reader typed, {correction} what was searched"
      values={{
        query: <strong>{query}</strong>,
        correction: <strong>{correction}</strong>,
      }}>
      {'No results for "{query}". Showing results for "{correction}".'}
    </Translate>
  );
}

export type SearchModalStatus = 'idle' | 'searching' | 'partial' | 'done' | 'error';

export interface SearchModalProps {
  query: string;
  onQueryChange: (query: string) => void;
  status: SearchModalStatus;
  /** The normalised query the shown results answer (exposed for tests and the benchmark). */
  resultQuery: string;
  /** The query corrected for misspelt words, when the results shown are its (the query found none). */
  correction?: string;
  /** Whether the index is still being fetched. */
  indexLoading: boolean;
  groups: SearchHitGroup[];
  /** Index of the selected hit in the flat list of shown hits, or -1. */
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  /** Moves the selection by +1 or -1. */
  onMove: (delta: number) => void;
  /** Opens a hit (Enter). */
  onSelect: (hit: SearchHit) => void;
  onClose: () => void;
  /** The plugin's search page for the query. */
  allResultsUrl: string;
}

/**
 * The search dialog: a combobox input over a listbox of hits grouped by page.
 * A native modal `<dialog>`: the browser keeps the focus inside it, makes the
 * page behind inert, closes it on Escape and gives the focus back on close.
 * Render only.
 */
export function SearchModal({
  query,
  onQueryChange,
  status,
  resultQuery,
  correction,
  indexLoading,
  groups,
  activeIndex,
  onActiveIndexChange,
  onMove,
  onSelect,
  onClose,
  allResultsUrl,
}: SearchModalProps): ReactNode {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hits = groups.flatMap((group) => group.hits);
  const trimmed = query.trim();
  const showResults = trimmed !== '' && hits.length > 0;
  const showEmpty = trimmed !== '' && status === 'done' && hits.length === 0;

  // Shown as a modal on mount; closed before React removes it, so that the
  // browser returns the focus to where it was. When the browser closes it
  // (Escape), `onClose` is called as the `open` attribute goes: the `close`
  // event comes a task later, after the focus is back, and a key pressed in
  // between (Ctrl+K to open it again) would find the dialog still open.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    if (!dialog.open) {
      dialog.showModal();
    }
    inputRef.current?.focus();
    const closedByBrowser = new MutationObserver(() => {
      if (!dialog.open) {
        onCloseRef.current();
      }
    });
    closedByBrowser.observe(dialog, {attributes: true, attributeFilter: ['open']});
    return () => {
      closedByBrowser.disconnect();
      if (dialog.open) {
        dialog.close();
      }
    };
  }, []);

  // The selected option stays in view while moving with the arrow keys.
  useEffect(() => {
    if (activeIndex < 0) {
      return;
    }
    const option = dialogRef.current?.querySelector<HTMLElement>(
      `[data-option-index="${activeIndex}"]`,
    );
    option?.scrollIntoView?.({block: 'nearest'});
  }, [activeIndex]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) {
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const hit = hits[activeIndex];
      if (hit) {
        event.preventDefault();
        onSelect(hit);
      }
    }
  };

  // A press on the backdrop lands on the dialog itself (its box is filled by
  // `.modal`). It closes the dialog without first moving the focus out of it,
  // since the browser returns the focus only from inside.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) {
      event.preventDefault();
      onClose();
    }
  };

  let optionIndex = -1;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      data-search-status={status}
      data-search-query={resultQuery}
      aria-label={translate({
        id: 'search.modal.title',
        message: 'Search the documentation',
        description: 'Accessible name of the search dialog',
      })}
      onMouseDown={onBackdropMouseDown}>
      <div className={styles.modal}>
        <div className={styles.header}>
          <SearchIcon className={styles.inputIcon} />
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={translate({
              id: 'search.modal.inputLabel',
              message: 'Search Docs',
              description: 'Accessible name of the search box in the search dialog',
            })}
            placeholder={translate({
              id: 'search.modal.placeholder',
              message: 'Search Docs',
              description: 'Placeholder of the search box in the search dialog',
            })}
            aria-expanded={showResults}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={
              showResults && activeIndex >= 0 ? optionId(activeIndex) : undefined
            }
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={10_000}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button
            type="button"
            className={styles.close}
            onClick={() => onClose()}
            aria-label={translate({
              id: 'search.modal.close',
              message: 'Close search',
              description: 'Accessible name of the button that closes the search dialog',
            })}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="m12 10.6 6.3-6.3 1.4 1.4-6.3 6.3 6.3 6.3-1.4 1.4-6.3-6.3-6.3 6.3-1.4-1.4 6.3-6.3-6.3-6.3 1.4-1.4 6.3 6.3Z"
              />
            </svg>
          </button>
        </div>
        <div className={styles.body}>
          <div aria-live="polite" className={styles.status}>
            {showResults && correction !== undefined && (
              <p className={styles.correction}>
                <CorrectionNotice query={truncateWidth(trimmed)} correction={correction} />
              </p>
            )}
            {trimmed === '' && indexLoading && (
              <p className={styles.message}>
                <Translate
                  id="search.modal.loading"
                  description="Shown while the search index is being fetched">
                  Loading the search index…
                </Translate>
              </p>
            )}
            {status === 'error' && (
              <p className={styles.message}>
                <Translate
                  id="search.modal.error"
                  description="Shown when the search index could not be fetched or searched">
                  The search index could not be loaded. Please try again later.
                </Translate>
              </p>
            )}
            {showEmpty && (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>
                  <Translate
                    id="search.modal.noResults"
                    description="Shown when a search finds nothing; {query} is what the reader typed"
                    values={{
                      query: (
                        <strong className={styles.emptyQuery}>{truncateWidth(trimmed)}</strong>
                      ),
                    }}>
                    {'No results for "{query}"'}
                  </Translate>
                </p>
                <p className={styles.message}>
                  <Translate
                    id="search.modal.suggestion"
                    description="Suggestion under the no-results message of the search dialog">
                    Please try again with a different keyword
                  </Translate>
                </p>
              </div>
            )}
          </div>
          <div
            id={listboxId}
            role="listbox"
            className={styles.listbox}
            hidden={!showResults}
            aria-label={translate({
              id: 'search.modal.results',
              message: 'Search results',
              description: 'Accessible name of the list of search results',
            })}>
            {showResults &&
              groups.map((group) => {
                const groupTitleId = `${baseId}-group-${group.pageUrl}`;
                return (
                  <div
                    key={group.pageUrl}
                    role="group"
                    aria-labelledby={groupTitleId}
                    className={styles.group}>
                    <div className={styles.groupTitle}>
                      <span id={groupTitleId} className={styles.groupPage}>
                        {group.pageTitle}
                      </span>
                      <PageTrail trail={group.trail} />
                    </div>
                    {group.hits.map((hit) => {
                      optionIndex += 1;
                      const index = optionIndex;
                      const active = index === activeIndex;
                      return (
                        <Link
                          key={hit.id}
                          id={optionId(index)}
                          to={hit.url}
                          role="option"
                          aria-selected={active}
                          tabIndex={-1}
                          data-option-index={index}
                          data-kind={hit.kind}
                          className={clsx(styles.option, active && styles.optionActive)}
                          onMouseMove={() => {
                            if (!active) {
                              onActiveIndexChange(index);
                            }
                          }}
                          onClick={(event) => {
                            // A new tab or window keeps the link's own behaviour.
                            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
                              return;
                            }
                            event.preventDefault();
                            onSelect(hit);
                          }}>
                          <KindIcon kind={hit.kind} />
                          <span className={styles.optionText}>
                            <HitText hit={hit} />
                          </span>
                        </Link>
                      );
                    })}
                  </div>
                );
              })}
          </div>
        </div>
        {showResults && (
          <div className={styles.footer}>
            <Link className={styles.allResults} to={allResultsUrl} onClick={() => onClose()}>
              <Translate
                id="search.modal.allResults"
                description="Link from the search dialog to the search page with all results">
                See all results
              </Translate>
            </Link>
          </div>
        )}
      </div>
    </dialog>
  );
}
