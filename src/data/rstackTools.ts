/**
 * The Rstack family, as listed by the tools switcher (six tools) and the
 * landing page's showcase (all but the curated list). One typed file with the
 * shapes of SPEC §3; texts in both languages live here because they describe
 * other projects, not this site's UI.
 */

/** A tool in the switcher: `desc` is Chinese, `descEn` English (SPEC §3). */
export interface ToolLinkEntry {
  name: string;
  desc: string;
  descEn?: string;
  /** Site-relative logo; absent → a transparent placeholder. */
  logo?: string;
  logoScale?: number;
  url: string;
  urlEn?: string;
}

export interface LinkGroup {
  title: string;
  titleEn: string;
  links: ToolLinkEntry[];
}

/** A showcase card: a longer description per language. */
export interface ShowcaseEntry {
  name: string;
  logo?: string;
  url: string;
  description: {en: string; zh: string};
}

export const RSTACK_ORGANISATION = {
  name: 'Rstack',
  url: 'https://github.com/web-infra-dev',
  logo: '/img/rstack/rstack.svg',
};

export const RSTACK_TOOLS: LinkGroup = {
  title: 'Rstack 工具',
  titleEn: 'Rstack tools',
  links: [
    {
      name: 'Rspack',
      desc: '基于 Rust 的打包工具',
      descEn: 'Rust-based web bundler',
      logo: '/img/rstack/rspack.svg',
      url: 'https://rspack.rs',
    },
    {
      name: 'Rsbuild',
      desc: '开箱即用的构建工具',
      descEn: 'Out-of-the-box build tool',
      logo: '/img/rstack/rsbuild.svg',
      url: 'https://rsbuild.rs',
    },
    {
      name: 'Rspress',
      desc: '静态站点生成器',
      descEn: 'Static site generator',
      logo: '/img/rstack/rspress.svg',
      url: 'https://rspress.rs',
    },
    {
      name: 'Rslib',
      desc: '库开发工具',
      descEn: 'Library development tool',
      logo: '/img/logo.svg',
      url: 'https://rslib.rs',
    },
    {
      name: 'Rsdoctor',
      desc: '一站式构建分析工具',
      descEn: 'Build analyzer',
      logo: '/img/rstack/rsdoctor.svg',
      logoScale: 0.95,
      url: 'https://rsdoctor.rs',
    },
    {
      name: 'Awesome Rspack',
      desc: 'Rspack 生态精选列表',
      descEn: 'Rspack awesome things list',
      logo: '/img/rstack/awesome-rspack.svg',
      url: 'https://github.com/web-infra-dev/awesome-rspack',
    },
  ],
};

/** The landing page's showcase: five tools, the curated list left out. */
export const SHOWCASE_TOOLS: ShowcaseEntry[] = [
  {
    name: 'Rspack',
    logo: '/img/rstack/rspack.svg',
    url: 'https://rspack.rs',
    description: {
      en: 'The bundler under everything here: written in Rust, fast, and compatible with the webpack API and its plugins.',
      zh: '这里一切工具的底层打包器：用 Rust 编写，速度快，并兼容 webpack 的 API 与插件。',
    },
  },
  {
    name: 'Rsbuild',
    logo: '/img/rstack/rsbuild.svg',
    url: 'https://rsbuild.rs',
    description: {
      en: 'A build tool on Rspack with sensible defaults, a dev server and a plugin system, ready for apps without configuration.',
      zh: '基于 Rspack 的构建工具，自带合理的默认配置、开发服务器和插件系统，应用无需配置即可上手。',
    },
  },
  {
    name: 'Rspress',
    logo: '/img/rstack/rspress.svg',
    url: 'https://rspress.rs',
    description: {
      en: 'A static site generator on Rsbuild and MDX for documentation sites, with search and i18n built in.',
      zh: '基于 Rsbuild 和 MDX 的静态站点生成器，用于搭建文档站点，内置搜索与国际化。',
    },
  },
  {
    name: 'Rsdoctor',
    logo: '/img/rstack/rsdoctor.svg',
    url: 'https://rsdoctor.rs',
    description: {
      en: 'A build analyzer that shows where build time and bundle size go, for Rspack and webpack projects.',
      zh: '构建分析工具，帮你看清 Rspack 和 webpack 项目的构建耗时与产物体积花在了哪里。',
    },
  },
  {
    name: 'Rslib',
    logo: '/img/logo.svg',
    url: 'https://rslib.rs',
    description: {
      en: 'A library development tool on Rsbuild: ESM, CJS, UMD and Module Federation outputs with declaration files.',
      zh: '基于 Rsbuild 的库开发工具：输出 ESM、CJS、UMD 和模块联邦产物，并生成类型声明文件。',
    },
  },
];
