/**
 * The landing page's showcase of the Rstack family (the tools switcher's list
 * is rstackTools.ts): kept apart so that only the landing page loads it. Texts
 * in both languages, as they describe other projects.
 */

/** A showcase card: a longer description per language. */
export interface ShowcaseEntry {
  name: string;
  logo?: string;
  url: string;
  description: {en: string; zh: string};
}

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
