/** The site is served at `/`; the zh build's base is set per test through the context mock. */
export default function useBaseUrl(url: string): string {
  return url;
}

export function useBaseUrlUtils() {
  return {withBaseUrl: (url: string) => url};
}
