import {SHOWCASE_TOOLS} from '@site/src/data/rstackShowcase';
import {RSTACK_ORGANISATION, RSTACK_TOOLS} from '@site/src/data/rstackTools';
import {TRANSPARENT_PLACEHOLDER, localizeShowcase, localizeTool, siteLanguage} from '../toolsUtils';

describe('the Rstack data', () => {
  it('lists the six tools of the switcher in order, under the Rstack organisation', () => {
    expect(RSTACK_ORGANISATION).toMatchObject({
      name: 'Rstack',
      url: 'https://github.com/web-infra-dev',
    });
    expect(RSTACK_TOOLS.links.map((tool) => tool.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Awesome Rspack',
    ]);
  });

  it('shows five tools in the showcase, all but the curated list', () => {
    expect(SHOWCASE_TOOLS.map((tool) => tool.name).sort()).toEqual(
      ['Rsbuild', 'Rsdoctor', 'Rslib', 'Rspack', 'Rspress'].sort(),
    );
  });

  it('loads every logo from this site, never another host', () => {
    const logos = [
      RSTACK_ORGANISATION.logo,
      ...RSTACK_TOOLS.links.map((tool) => tool.logo),
      ...SHOWCASE_TOOLS.map((tool) => tool.logo),
    ];
    for (const logo of logos) {
      expect(logo).toMatch(/^\/img\/.+\.svg$/);
    }
  });

  it('links every tool over https', () => {
    for (const tool of [...RSTACK_TOOLS.links, ...SHOWCASE_TOOLS]) {
      expect(tool.url).toMatch(/^https:\/\//);
    }
  });
});

describe('siteLanguage', () => {
  it('maps the zh locale to zh and anything else to en', () => {
    expect(siteLanguage('zh')).toBe('zh');
    expect(siteLanguage('en')).toBe('en');
    expect(siteLanguage('fr')).toBe('en');
  });
});

describe('localizeTool', () => {
  const tool = {
    name: 'Rspack',
    desc: '打包工具',
    descEn: 'Bundler',
    url: 'https://zh.example',
    urlEn: 'https://en.example',
  };

  it('uses the English fields in English and the base fields in Chinese', () => {
    expect(localizeTool(tool, 'en')).toMatchObject({
      description: 'Bundler',
      url: 'https://en.example',
    });
    expect(localizeTool(tool, 'zh')).toMatchObject({
      description: '打包工具',
      url: 'https://zh.example',
    });
  });

  it('falls back to the base fields when an English one is missing', () => {
    expect(localizeTool({name: 'X', desc: '描述', url: 'https://x.example'}, 'en')).toMatchObject({
      description: '描述',
      url: 'https://x.example',
    });
  });

  it('shows a transparent placeholder for a missing logo and scale 1 by default', () => {
    expect(localizeTool({name: 'X', desc: 'd', url: 'https://x.example'}, 'en')).toMatchObject({
      logo: TRANSPARENT_PLACEHOLDER,
      logoScale: 1,
    });
    expect(localizeTool({...tool, logo: '/img/a.svg', logoScale: 0.9}, 'en')).toMatchObject({
      logo: '/img/a.svg',
      logoScale: 0.9,
    });
  });
});

describe('localizeShowcase', () => {
  it('picks the description of the language', () => {
    const entry = SHOWCASE_TOOLS[0]!;
    expect(localizeShowcase(entry, 'en').description).toBe(entry.description.en);
    expect(localizeShowcase(entry, 'zh').description).toBe(entry.description.zh);
  });
});
