import fs from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';
import {ROUTES, localizedPath} from '../routes';

type SidebarItem = string | {type?: string; id?: string; items?: SidebarItem[]};

function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') {
      return [item];
    }
    if (item.type === 'doc' && item.id) {
      return [item.id];
    }
    return item.items ? sidebarDocIds(item.items) : [];
  });
}

describe('route table', () => {
  const docRoutes = ROUTES.filter((route) => route.docId !== null);

  it('has 66 pages per language, the landing page included', () => {
    expect(ROUTES).toHaveLength(66);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(66);
  });

  it('lists exactly the docs of the sidebars, in sidebar order', () => {
    const fromSidebars = Object.values(sidebars).flatMap((items) =>
      sidebarDocIds(items as SidebarItem[]),
    );
    expect(docRoutes.map((route) => route.docId)).toEqual(fromSidebars);
  });

  it.each(docRoutes)('$path has an English and a Chinese source', ({docId}) => {
    expect(fs.existsSync(path.join(__dirname, '../../docs', `${docId}.mdx`))).toBe(true);
    expect(
      fs.existsSync(
        path.join(
          __dirname,
          '../../i18n/zh/docusaurus-plugin-content-docs/current',
          `${docId}.mdx`,
        ),
      ),
    ).toBe(true);
  });

  it.each(docRoutes)(
    '$path keeps a trailing slash only for section indexes',
    ({path: routePath, docId}) => {
      expect(routePath.endsWith('/')).toBe(docId!.endsWith('/index'));
    },
  );

  it('puts Chinese pages under /zh', () => {
    expect(localizedPath('/', 'zh')).toBe('/zh/');
    expect(localizedPath('/guide/start/', 'zh')).toBe('/zh/guide/start/');
    expect(localizedPath('/config/lib/format', 'en')).toBe('/config/lib/format');
  });
});
