import {
  reduceHeadInstances,
  toHtmlAttributes,
  type HeadInstance,
} from '@site/src/features/pageHead/headStateUtils';

const site: HeadInstance = {
  title: 'Rslib',
  htmlAttributes: {lang: 'en', class: 'plugin-docs'},
  tags: {
    meta: [
      {name: 'description', content: 'Site'},
      {property: 'og:title', content: 'Rslib'},
      {name: 'viewport', content: 'width=device-width'},
    ],
    link: [
      {rel: 'canonical', href: 'https://rslib.rs/'},
      {rel: 'alternate', href: 'https://rslib.rs/', hreflang: 'en'},
    ],
  },
};
const page: HeadInstance = {
  title: 'Quick start - Rslib',
  htmlAttributes: {class: 'docs-doc-page'},
  tags: {
    meta: [{name: 'description', content: 'Page'}, {content: 'no identity'}],
    link: [{rel: 'canonical', href: 'https://rslib.rs/guide/start/quick-start'}],
  },
};

describe('reduceHeadInstances', () => {
  const state = reduceHeadInstances([site, page]);

  it('takes the innermost title and merges attributes, the innermost value winning', () => {
    expect(state.title).toBe('Quick start - Rslib');
    expect(state.htmlAttributes).toEqual({lang: 'en', class: 'docs-doc-page'});
    expect(reduceHeadInstances([page, {tags: {}}]).title).toBe('Quick start - Rslib');
  });

  it('replaces a tag by an inner one of the same identity, outer tags first', () => {
    expect(state.tags.meta).toEqual([
      {property: 'og:title', content: 'Rslib'},
      {name: 'viewport', content: 'width=device-width'},
      {name: 'description', content: 'Page'},
    ]);
  });

  it('identifies canonical links by rel and other links by href', () => {
    expect(state.tags.link).toEqual([
      {rel: 'alternate', href: 'https://rslib.rs/', hreflang: 'en'},
      {rel: 'canonical', href: 'https://rslib.rs/guide/start/quick-start'},
    ]);
  });

  it('keeps scripts by content and asks for nothing when nothing is mounted', () => {
    const script = {type: 'application/ld+json', innerHTML: '{}'};
    expect(reduceHeadInstances([{tags: {script: [script]}}]).tags.script).toEqual([script]);
    expect(reduceHeadInstances([])).toEqual({
      title: undefined,
      titleAttributes: {},
      htmlAttributes: {},
      bodyAttributes: {},
      base: [],
      tags: {meta: [], link: [], script: [], style: [], noscript: []},
    });
  });
});

describe('toHtmlAttributes', () => {
  it('names attributes as HTML does and writes values as the DOM holds them', () => {
    expect(
      toHtmlAttributes({className: 'a', httpEquiv: 'x', 'data-has-hydrated': false, id: undefined}),
    ).toEqual({class: 'a', 'http-equiv': 'x', 'data-has-hydrated': 'false'});
  });
});
