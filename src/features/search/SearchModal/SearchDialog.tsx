/**
 * The search dialog wired to its results, in a chunk of its own: the navbar
 * loads it (with the worker client and the index) when the reader reaches for
 * search, so no page's first load carries it.
 */
import type {ReactNode} from 'react';
import {loadSearchIndex, useSearchResults} from '@site/src/features/search/useSearchResults';
import {SearchModal} from '.';

export {loadSearchIndex};

export interface SearchDialogProps {
  /** Opens a result (closes the dialog first). */
  onNavigate: (url: string) => void;
  onClose: () => void;
}

export default function SearchDialog({onNavigate, onClose}: SearchDialogProps): ReactNode {
  const search = useSearchResults();
  return (
    <SearchModal
      query={search.query}
      onQueryChange={search.setQuery}
      status={search.status}
      resultQuery={search.resultQuery}
      correction={search.correction}
      indexLoading={search.indexStatus === 'loading'}
      groups={search.groups}
      activeIndex={search.activeIndex}
      onActiveIndexChange={search.setActiveIndex}
      onMove={search.move}
      onSelect={(hit) => onNavigate(hit.url)}
      onClose={onClose}
      allResultsUrl={search.allResultsUrl}
    />
  );
}
