import {Suspense, lazy, useEffect, useState, type ReactNode} from 'react';
import type {CodeLinkTooltipProps} from '@site/src/features/codeLinks/CodeLinkTooltip';
import {codeLinkOf, isTouch} from '@site/src/features/codeLinks/codeLinkElements';

// When the module cannot be loaded (offline), links stay plain links.
const CodeLinkTooltip = lazy(() =>
  import('@site/src/features/codeLinks/CodeLinkTooltip').catch(() => ({default: () => null})),
);

type FirstUse = Pick<CodeLinkTooltipProps, 'initialLink' | 'initialCause'>;

/**
 * Loads the code-link tooltip when it is first needed: one delegated
 * listener for pointer-over and focus on the document waits for the first
 * code link, then the tooltip module (its listeners, its styles) loads and
 * takes over, showing that link's tooltip.
 */
export default function CodeLinkTooltipLoader(): ReactNode {
  const [firstUse, setFirstUse] = useState<FirstUse | null>(null);
  useEffect(() => {
    if (firstUse) {
      return undefined;
    }
    const onFirstUse = (event: Event) => {
      const link = codeLinkOf(event.target);
      if (link && !isTouch(event)) {
        setFirstUse({
          initialLink: link,
          initialCause: event.type === 'focusin' ? 'focus' : 'pointer',
        });
      }
    };
    document.addEventListener('pointerover', onFirstUse);
    document.addEventListener('focusin', onFirstUse);
    return () => {
      document.removeEventListener('pointerover', onFirstUse);
      document.removeEventListener('focusin', onFirstUse);
    };
  }, [firstUse]);
  return firstUse ? (
    <Suspense fallback={null}>
      <CodeLinkTooltip root={document} {...firstUse} />
    </Suspense>
  ) : null;
}
