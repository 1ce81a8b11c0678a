// Written by the pageHeadings plugin (src/plugins/pageHeadings) for the locale being built.
declare module '@generated/page-headings/default/pages.json' {
  import type {PageHeadingsByPermalink} from '@site/src/plugins/pageHeadings';

  const pages: PageHeadingsByPermalink;
  export default pages;
}
