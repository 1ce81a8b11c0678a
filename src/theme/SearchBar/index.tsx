/**
 * Replaces the SearchBar of @easyops-cn/docusaurus-search-local (0.55.3) with
 * our own button and dialog on the plugin's worker search (SPEC §4): the
 * plugin still builds the hashed index per language and serves `/search`.
 * Only wiring: logic in useSearchModal and useSearchResults, rendering in SearchModal.
 */
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {SearchButton, SearchModal} from '@site/src/components/SearchModal';
import {useSearchModal} from '@site/src/hooks/useSearchModal';
import {useSearchResults} from '@site/src/hooks/useSearchResults';

export default function SearchBar(): ReactNode {
  const modal = useSearchModal();
  const search = useSearchResults({open: modal.open});
  return (
    <>
      <SearchButton
        onPrefetch={search.prefetch}
        onClick={modal.show}
        shortcutModifier={modal.shortcutModifier}
        expanded={modal.open}
      />
      {modal.open &&
        createPortal(
          <SearchModal
            query={search.query}
            onQueryChange={search.setQuery}
            status={search.status}
            resultQuery={search.resultQuery}
            indexLoading={search.indexStatus === 'loading'}
            groups={search.groups}
            activeIndex={search.activeIndex}
            onActiveIndexChange={search.setActiveIndex}
            onMove={search.move}
            onSelect={(hit) => modal.navigate(hit.url)}
            onClose={modal.hide}
            allResultsUrl={search.allResultsUrl}
          />,
          document.body,
        )}
    </>
  );
}
