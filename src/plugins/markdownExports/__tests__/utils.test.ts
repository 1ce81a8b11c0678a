import {llmsFullTxt, llmsTxt, sidebarSections, type SidebarEntry} from '../utils';

describe('markdownExports utils', () => {
  describe('sidebarSections', () => {
    const titles: Record<string, string> = {'config/index': 'Config overview'};
    const sidebars: SidebarEntry[][] = [
      [
        {
          type: 'category',
          label: 'Getting Started',
          items: [
            {type: 'doc', id: 'guide/start/index'},
            {
              type: 'category',
              label: 'Format Examples',
              items: [{type: 'doc', id: 'guide/start/components/ESM'}],
            },
          ],
        },
        {type: 'link'},
      ],
      [
        {type: 'doc', id: 'config/index'},
        {
          type: 'category',
          label: 'Lib Configurations',
          link: {type: 'doc', id: 'config/lib/index'},
          items: [
            {type: 'doc', id: 'config/lib/format'},
            {type: 'ref', id: 'guide/start/index'},
          ],
        },
        {type: 'category', label: 'Empty', items: []},
      ],
    ];

    it('makes a section per top-level category, in order, each doc once', () => {
      expect(sidebarSections(sidebars, (id) => titles[id] ?? id)).toEqual([
        {title: 'Getting Started', docIds: ['guide/start/index', 'guide/start/components/ESM']},
        {title: 'Config overview', docIds: ['config/index']},
        {title: 'Lib Configurations', docIds: ['config/lib/index', 'config/lib/format']},
      ]);
    });
  });

  describe('llms.txt', () => {
    const index = {
      name: 'Rslib',
      summary: 'The Rsbuild-based library\ndevelopment tool',
      details: 'Every page has a `.md` twin.',
      sections: [
        {
          title: 'Getting Started',
          links: [
            {
              title: 'Introduction',
              url: 'https://rslib.rs/guide/start/index.md',
              description: 'What Rslib is.',
            },
            {title: 'Quick start', url: 'https://rslib.rs/guide/start/quick-start.md'},
          ],
        },
      ],
    };

    it('follows the llms.txt layout', () => {
      expect(llmsTxt(index)).toBe(
        [
          '# Rslib',
          '',
          '> The Rsbuild-based library development tool',
          '',
          'Every page has a `.md` twin.',
          '',
          '## Getting Started',
          '',
          '- [Introduction](https://rslib.rs/guide/start/index.md): What Rslib is.',
          '- [Quick start](https://rslib.rs/guide/start/quick-start.md)',
          '',
        ].join('\n'),
      );
    });

    it('concatenates every page for llms-full.txt with its source URL', () => {
      expect(
        llmsFullTxt(index, [
          {url: 'https://rslib.rs/guide/start/', markdown: '# Introduction\n\nText.\n'},
          {url: 'https://rslib.rs/x', markdown: 'No title.\n'},
        ]),
      ).toBe(
        [
          '# Rslib',
          '',
          '> The Rsbuild-based library development tool',
          '',
          '---',
          '',
          '# Introduction',
          '',
          'Source: https://rslib.rs/guide/start/',
          '',
          'Text.',
          '',
          '---',
          '',
          'Source: https://rslib.rs/x',
          '',
          'No title.',
          '',
        ].join('\n'),
      );
    });
  });
});
