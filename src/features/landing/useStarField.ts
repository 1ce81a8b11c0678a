import {useCallback, useEffect, useRef, type MouseEvent} from 'react';
import {starOffset, starsMayMove} from '@site/src/features/landing/starFieldUtils';

/**
 * Moves the stars inside the returned container onto the pointer. Styles are
 * written directly (one frame per pointer move) so 35 stars do not re-render
 * React on every mouse event. Still on narrow screens and for reduced motion.
 */
export function useStarField(enabled: boolean) {
  const containerRef = useRef<HTMLDivElement>(null);
  const frame = useRef(0);
  const mayMove = useRef(false);

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => {
      mayMove.current = starsMayMove(window.innerWidth, reducedMotion.matches);
    };
    update();
    window.addEventListener('resize', update, {passive: true});
    reducedMotion.addEventListener('change', update);
    return () => {
      cancelAnimationFrame(frame.current);
      window.removeEventListener('resize', update);
      reducedMotion.removeEventListener('change', update);
    };
  }, [enabled]);

  const onMouseMove = useCallback(
    (event: MouseEvent) => {
      if (!enabled || !mayMove.current) {
        return;
      }
      const pointer = {x: event.clientX, y: event.clientY};
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        const container = containerRef.current;
        if (!container) {
          return;
        }
        // Resting places come from the star's percent position in the field,
        // not its box, which is mid-transition while a star moves.
        const field = container.getBoundingClientRect();
        container.querySelectorAll<SVGElement>('[data-star]').forEach((star) => {
          const origin = {
            x: field.left + (Number(star.dataset.left) / 100) * field.width,
            y: field.top + (Number(star.dataset.top) / 100) * field.height,
          };
          const {x, y} = starOffset(pointer, origin);
          star.style.transform = x === 0 && y === 0 ? '' : `translate(${x}px, ${y}px)`;
        });
      });
    },
    [enabled],
  );

  // The pointer left the hero: every star goes home.
  const onMouseLeave = useCallback(() => {
    cancelAnimationFrame(frame.current);
    containerRef.current?.querySelectorAll<SVGElement>('[data-star]').forEach((star) => {
      star.style.transform = '';
    });
  }, []);

  return {containerRef, onMouseMove, onMouseLeave};
}
