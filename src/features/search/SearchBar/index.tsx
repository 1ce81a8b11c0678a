/**
 * Replaces the SearchBar of @easyops-cn/docusaurus-search-local (0.55.3) with
 * our own button and dialog on the plugin's worker search: the plugin still
 * builds the hashed index per language. Only wiring: logic in useSearchModal
 * and useSearchResults, rendering in SearchButton and SearchModal. The dialog,
 * the worker client and the index load when the reader reaches for search
 * (pointer over or focus on the button, or the shortcut), not with the page.
 */
import {Suspense, lazy, useCallback, useEffect, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SearchButton} from '@site/src/features/search/SearchButton';
import {useSearchModal} from '@site/src/features/search/useSearchModal';

const loadSearchDialog = () => import('@site/src/features/search/SearchModal/SearchDialog');
const SearchDialog = lazy(loadSearchDialog);

/** When the dialog's code cannot be loaded (offline), the open state goes, not the page. */
function CloseOnError({error, onClose}: {error: Error; onClose: () => void}): ReactNode {
  useEffect(() => {
    console.error('The search dialog could not be loaded:', error);
    onClose();
  }, [error, onClose]);
  return null;
}

export default function SearchBar(): ReactNode {
  const modal = useSearchModal();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const prefetch = useCallback(() => {
    loadSearchDialog()
      .then((dialog) => dialog.loadSearchIndex(baseUrl))
      // Only a head start: opening the dialog tries again and shows a failure.
      .catch(() => undefined);
  }, [baseUrl]);
  return (
    <>
      <SearchButton
        onPrefetch={prefetch}
        onClick={modal.show}
        shortcutModifier={modal.shortcutModifier}
        expanded={modal.open}
      />
      {modal.open && (
        // A new opening is a new dialog (and a new try at loading its code).
        <ErrorBoundary
          key={modal.opening}
          fallback={({error}) => <CloseOnError error={error} onClose={modal.hide} />}>
          <Suspense fallback={null}>
            <SearchDialog onNavigate={modal.navigate} onClose={modal.hide} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
