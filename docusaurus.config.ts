import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {localized} from './src/data/localizedConfig';
import {DEFAULT_LOCALE, LOCALES, LOCALE_CONFIGS} from './src/data/locales';
import {REDIRECTS} from './scripts/hosting/redirects';
import {localizedSitemapEntries, sitemapLocales} from './src/features/seo/sitemapUtils';
import type {NavbarHiding} from './src/utils/layoutUtils';
import {darkCodeTheme, lightCodeTheme} from './src/features/codeBlocks/codeThemes';
import remarkCodeHtml from './src/plugins/codeHighlight/remark';
import {siteLocale} from './src/plugins/codeLinks';
import {DEFAULT_MAGIC_COMMENTS} from './src/features/codeBlocks/codeLinesUtils';

// Docusaurus builds each locale separately and tells the config which one it is building.
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';
const GITHUB_URL = 'https://github.com/web-infra-dev/rslib';
/** A local plugin of src/plugins/, by folder name. */
const localPlugin = (name: string) => path.join(__dirname, 'src/plugins', name, 'index.ts');
/** False forces the light appearance and removes the switch. */
const DARK_MODE = true;
/** The navbar: 'never' hidden (the default), 'always' hidden, or hidden while scrolling down ('auto'). */
const NAVBAR_HIDING = 'never' as NavbarHiding;
/** Prism languages beyond prism-react-renderer's own, for the build-time highlighter and the browser's. */
const PRISM_LANGUAGES = ['bash', 'json', 'diff'];
/** The comments that highlight lines in code (theme-classic's), for the build-time highlighter and the browser's. */
const MAGIC_COMMENTS = [...DEFAULT_MAGIC_COMMENTS];
/**
 * Code is highlighted here, at build time, into HTML, not by Prism in every reader's browser;
 * the option keys of config samples and the `rslib` flags of shell samples become links to
 * the reference of this language (src/plugins/codeLinks).
 */
const codeHtmlPlugin = [
  remarkCodeHtml,
  {
    additionalLanguages: PRISM_LANGUAGES,
    magicComments: MAGIC_COMMENTS,
    codeLinks: {siteDir: __dirname, locale: siteLocale(locale)},
  },
] as const;

const config: Config = {
  title: 'Rslib',
  tagline: localized('tagline', locale),
  titleDelimiter: '-',
  favicon: 'img/favicon.svg',

  future: {
    v4: true,
    faster: true,
  },

  url: 'https://rslib.rs',
  baseUrl: '/',
  // Docusaurus' default: `guide/start/index.mdx` is served at `/guide/start/`,
  // `quick-start.mdx` at `/guide/start/quick-start` (no `.html`, no slash).
  trailingSlash: undefined,

  organizationName: 'web-infra-dev',
  projectName: 'rslib',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // The banner warns about a wrong baseUrl with an inline script and markup in every page; the
  // browser tests load every page from the built site, which a wrong baseUrl would break.
  baseUrlIssueBanner: false,

  markdown: {
    format: 'detect',
    // `## Heading {#id}`: explicit ids keep links and anchors stable across
    // languages. Docusaurus v4 turns this syntax off by default; we keep it.
    mdx1Compat: {headingIds: true},
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: LOCALE_CONFIGS,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editLocalizedFiles: true,
          editUrl: ({locale: docLocale, docPath}) =>
            `${GITHUB_URL}/tree/main/website/docs/${docLocale}/${docPath}`,
          showLastUpdateTime: true,
          // Versioning is ready (`npm run docusaurus docs:version 1.0`), with no
          // versions cut yet: the current docs are the only ones.
          lastVersion: 'current',
          versions: {current: {label: '1.x'}},
          remarkPlugins: [codeHtmlPlugin],
        },
        // The blog at /blog/ (/zh/blog/): release notes and articles. Chinese posts are
        // translations in i18n/zh/docusaurus-plugin-content-blog/, the list titles in its
        // options.json. Two posts need no archive or tags pages.
        blog: {
          path: 'blog',
          routeBasePath: '/blog/',
          blogTitle: localized('blogTitle', 'en'),
          blogDescription: localized('blogDescription', 'en'),
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          archiveBasePath: null,
          showReadingTime: true,
          // Authors are written in each post (no avatars: nothing loads from another host).
          onInlineAuthors: 'ignore',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: ['rss', 'atom'],
            title: localized('blogFeedTitle', locale),
            description: localized('blogDescription', locale),
            copyright: '© 2024-present ByteDance Inc.',
          },
          remarkPlugins: [codeHtmlPlugin],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        // Each locale build writes its sitemap (`/sitemap.xml`, `/zh/sitemap.xml`); the root
        // one also lists the Chinese pages, and every entry names its translations.
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          ignorePatterns: ['/search', '/zh/search'],
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            localizedSitemapEntries(
              await defaultCreateSitemapItems(params),
              sitemapLocales(params.siteConfig.i18n, {
                siteUrl: params.siteConfig.url,
                currentLocale: locale,
              }),
            ),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [localPlugin('appearance'), {darkMode: DARK_MODE}],
    localPlugin('localeRedirect'),
    // The 404 page may be served for another language's path (see NotFound/Content).
    [localPlugin('localeMessages'), {ids: ['notFound.heading', 'notFound.homeLink']}],
    [localPlugin('pageChrome'), {alwaysHidden: NAVBAR_HIDING === 'always' ? ['navbar'] : []}],
    localPlugin('docInteractions'),
    localPlugin('searchShortcut'),
    // Route code loads on hover, touch and navigation, not for every link in view.
    localPlugin('routePreload'),
    // Leaves theme-classic's Prism client module out: code comes highlighted from the build.
    localPlugin('codeHighlight'),
    // Compiles the config samples before the pages, for the links in their code.
    localPlugin('codeLinks'),
    // The browser bundle gets the three tslib helpers Docusaurus calls, not all of tslib.
    localPlugin('tslibHelpers'),
    // The browser manages the head with a small stand-in for react-helmet-async.
    localPlugin('pageHead'),
    // Doc pages load the version's sidebars and doc titles, not every doc's description.
    localPlugin('docsVersionProps'),
    // The site config in the browser, without the options of plugins, presets and themes.
    localPlugin('clientSiteConfig'),
    localPlugin('pageHeadings'),
    // llms.txt, llms-full.txt and a `.md` twin of every doc page, per language.
    [localPlugin('markdownExports'), {details: localized('llmsDetails', locale)}],
    // Addresses of the public site answered by a page of another path (scripts/hosting/redirects.ts):
    // an HTML redirect page at each, in this locale's folder (`/zh/…` → `/zh/…`).
    // scripts/hosting/finish-build.ts swaps the page's inline script for /redirect.js (CSP).
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: REDIRECTS.map(({from, to}) => ({from, to}))},
    ],
    // `_headers` (security headers, a CSP with the inline code's hashes) and `_redirects`.
    // postBuild hooks run in parallel: none may rewrite the HTML, or the hashes would miss it.
    [path.join(__dirname, 'scripts/hosting/hostConfigPlugin.ts'), {redirects: REDIRECTS}],
    // `npm run analyze`: Rsdoctor's report of what each chunk of the browser bundle holds.
    ...(process.env.BUNDLE_ANALYSIS
      ? [[localPlugin('bundleAnalysis'), {reportDir: 'build-analysis/report'}] as [string, object]]
      : []),
  ],

  themes: [
    [
      // @easyops-cn/docusaurus-search-local, its index shaped into a topic index, a body index
      // and a text file per page (src/features/search/indexFormat.ts).
      localPlugin('searchIndex'),
      {
        hashed: 'filename',
        language: ['en', 'zh'],
        indexDocs: true,
        indexBlog: true,
        indexPages: false,
        docsRouteBasePath: '/',
        // The hash must change when either language's sources change.
        docsDir: ['docs', 'i18n/zh/docusaurus-plugin-content-docs/current'],
        // Code terms readers type (`if`, `in`, `no` of `--no-bundle`, `this`) are English stop words.
        removeDefaultStopWordFilter: ['en'],
        // The whole text of the pages and posts is indexed but code: its identifiers are added
        // to their section by src/plugins/searchIndex. Left out: the chrome around the article
        // (a post keeps its title), code blocks, and the tab labels of package-manager commands.
        ignoreCssSelectors: [
          'article > div:not(.theme-doc-markdown):not(#__blog-post-container)',
          'article > header > :not(h1)',
          'article .theme-code-block',
          'article [role="tablist"]',
        ],
        // The search bar and the page of all results are ours (src/features/search): the
        // plugin's shortcut, hint, result limits and highlighting on the target page are unused.
        searchBarShortcut: false,
        searchBarShortcutHint: false,
        highlightSearchTermsOnTargetPage: false,
        // No typo matching (edit distance 1 multiplies the queries lunr runs: p95 > 100 ms).
        fuzzyMatchingDistance: 0,
      },
    ],
  ],

  themeConfig: {
    // Drawn for this site (static/img/social-card.svg, rendered by scripts/render-social-card.ts).
    image: 'img/social-card.png',
    // Defaults for every page; a page's own description (front matter, landing page) wins.
    metadata: [
      {name: 'description', content: localized('description', locale)},
      {property: 'og:description', content: localized('description', locale)},
      {property: 'og:site_name', content: 'Rslib'},
      {property: 'og:type', content: 'website'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:type', content: 'image/png'},
      {property: 'og:image:alt', content: localized('socialImageAlt', locale)},
      {name: 'twitter:site', content: '@rspack_dev'},
      {name: 'twitter:image:alt', content: localized('socialImageAlt', locale)},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: !DARK_MODE,
      // With the switch: system, light, dark. "System" follows the OS as it changes.
      respectPrefersColorScheme: DARK_MODE,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      hideOnScroll: NAVBAR_HIDING === 'auto',
      title: 'Rslib',
      logo: {
        alt: 'Rslib logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        // Plain links with their active pattern: a `doc` item looks up the
        // active doc among all of them on every render.
        {
          to: '/guide/start/',
          label: 'Guide',
          position: 'left',
          activeBaseRegex: '^/(zh/)?guide/',
        },
        {
          to: '/config/',
          label: 'Config',
          position: 'left',
          activeBaseRegex: '^/(zh/)?(config|api)/',
        },
        {
          to: '/blog/',
          label: 'Blog',
          position: 'left',
          activeBaseRegex: '^/(zh/)?blog/',
        },
        {type: 'localeDropdown', position: 'right'},
        {type: 'custom-socialLinks', position: 'right'},
      ],
    },
    footer: {
      style: 'light',
      copyright:
        'Rslib is free and open source software released under the MIT license. © 2024-present ByteDance Inc.',
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: PRISM_LANGUAGES,
      magicComments: MAGIC_COMMENTS,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
