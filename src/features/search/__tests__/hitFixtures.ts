import type {SearchHit} from '@site/src/features/search/hitUtils';

/** A hit on the title of the page at `url` (the page's title is its URL). */
export const titleHit = (url: string): SearchHit => ({
  id: url,
  kind: 'title',
  type: 0,
  code: false,
  url,
  pageTitle: url,
  trail: [],
  section: null,
  excerpt: [],
});
