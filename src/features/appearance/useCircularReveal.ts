import {useCallback, useRef, type PointerEvent} from 'react';
import {flushSync} from 'react-dom';
import {REVEAL_DURATION, revealRadius} from '@site/src/features/appearance/appearanceUtils';

interface Point {
  x: number;
  y: number;
}

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => {ready: Promise<void>};
};

/**
 * Runs an appearance change inside a View Transition that reveals the new
 * colours in a circle growing from where the reader clicked. Without View
 * Transitions, or when the reader prefers reduced motion, the change is instant.
 */
export function useCircularReveal(): {
  onPointerDown: (event: PointerEvent) => void;
  reveal: (apply: () => void) => void;
} {
  const origin = useRef<Point | null>(null);

  const onPointerDown = useCallback((event: PointerEvent) => {
    origin.current = {x: event.clientX, y: event.clientY};
  }, []);

  const reveal = useCallback((apply: () => void) => {
    const doc = document as ViewTransitionDocument;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (typeof doc.startViewTransition !== 'function' || reducedMotion) {
      apply();
      return;
    }
    // A keyboard toggle has no pointer: grow from the top right, where the toggle sits.
    const {x, y} = origin.current ?? {x: window.innerWidth, y: 0};
    origin.current = null;
    const radius = revealRadius(x, y, window.innerWidth, window.innerHeight);
    const transition = doc.startViewTransition(() => flushSync(apply));
    transition.ready
      .then(() => {
        document.documentElement.animate(
          {clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`]},
          {
            duration: REVEAL_DURATION,
            easing: 'ease-in',
            pseudoElement: '::view-transition-new(root)',
          },
        );
      })
      .catch(() => {
        // The transition was skipped (another one started): the change is already applied.
      });
  }, []);

  return {onPointerDown, reveal};
}
