/**
 * The Rstack family, as listed by the tools switcher (six tools; the landing
 * page's showcase is in rstackShowcase.ts, out of every other page's bundle).
 * Typed with the shapes the switcher and the showcase read; texts in both languages live here because
 * they describe other projects, not this site's UI.
 */

/** A tool in the switcher: `desc` is Chinese, `descEn` English, as in the original site's data. */
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
