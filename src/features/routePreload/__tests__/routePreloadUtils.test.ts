import {
  withoutViewportPrefetch,
  type RouteLoader,
} from '@site/src/features/routePreload/routePreloadUtils';

function loader(): RouteLoader {
  return {
    prefetch: jest.fn(() => Promise.resolve([])),
    preload: jest.fn(() => Promise.resolve([])),
  };
}

describe('withoutViewportPrefetch', () => {
  it('turns prefetch into a no-op that reports nothing was fetched', () => {
    const original = loader();
    const wrapped = withoutViewportPrefetch(original);
    expect(wrapped.prefetch('/guide/start/quick-start')).toBe(false);
    expect(original.prefetch).not.toHaveBeenCalled();
  });

  it('keeps preload, for hover, touch and navigation', () => {
    const original = loader();
    withoutViewportPrefetch(original).preload('/config/lib/format');
    expect(original.preload).toHaveBeenCalledWith('/config/lib/format');
  });

  it('returns a frozen loader, like the one Docusaurus mounts', () => {
    expect(Object.isFrozen(withoutViewportPrefetch(loader()))).toBe(true);
  });
});
