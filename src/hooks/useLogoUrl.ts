import useBaseUrl from '@docusaurus/useBaseUrl';

/** A tool logo's URL: site paths get the base URL, data URIs (the placeholder) stay as they are. */
export function useLogoUrl(logo: string): string {
  const siteUrl = useBaseUrl(logo);
  return logo.startsWith('data:') ? logo : siteUrl;
}
