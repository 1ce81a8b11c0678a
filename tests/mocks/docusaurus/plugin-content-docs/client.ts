/** Doc context for tests: `globalThis.__doc` and `globalThis.__docsSidebar`. */
export function useDoc(): unknown {
  return (
    (globalThis as {__doc?: unknown}).__doc ?? {
      metadata: {permalink: '/'},
      frontMatter: {},
      toc: [],
    }
  );
}

export function useDocsSidebar(): unknown {
  return (globalThis as {__docsSidebar?: unknown}).__docsSidebar ?? null;
}
