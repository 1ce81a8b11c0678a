import fs from 'node:fs';
import path from 'node:path';
import {REDIRECTS} from '@site/scripts/hosting/redirects';
import {redirectRules} from '@site/scripts/hosting/hostFiles';
import {LIB_OPTION_PAGES, PUBLIC_ROUTES, publicRouteAnswer} from '../publicRoutes';
import {ROUTES} from '../routes';

const SITE_PATHS = new Set(ROUTES.map((route) => route.path));
const EN_LIB_DIR = path.join(__dirname, '../../docs/config/lib');

describe('redirects table', () => {
  it('sends every redirect to a route of the site', () => {
    expect(REDIRECTS.filter(({to}) => !SITE_PATHS.has(to))).toEqual([]);
  });

  it('never redirects away from a route of the site', () => {
    expect(REDIRECTS.filter(({from}) => SITE_PATHS.has(from))).toEqual([]);
  });

  it('has one entry per old address, none pointing at another old address', () => {
    const sources = REDIRECTS.map(({from}) => from);
    expect(new Set(sources).size).toBe(sources.length);
    expect(REDIRECTS.filter(({to}) => sources.includes(to))).toEqual([]);
  });

  it('redirects only addresses of the public site', () => {
    expect(REDIRECTS.filter(({from}) => !PUBLIC_ROUTES.includes(from))).toEqual([]);
  });

  it('goes into _redirects for both languages, before the 404 catch-alls', () => {
    const rules = redirectRules({
      defaultLocalePath: 'en',
      localePaths: ['zh'],
      pageRedirects: REDIRECTS,
    });
    for (const {from, to} of REDIRECTS) {
      expect(rules).toContainEqual({from, to, status: 301});
      expect(rules).toContainEqual({from: `/zh${from}`, to: `/zh${to}`, status: 301});
    }
    const firstCatchAll = rules.findIndex((rule) => rule.status === 404);
    expect(rules.slice(firstCatchAll).every((rule) => rule.status === 404)).toBe(true);
  });
});

describe('public routes', () => {
  it('lists each route once', () => {
    expect(new Set(PUBLIC_ROUTES).size).toBe(PUBLIC_ROUTES.length);
  });

  it('has every lib option page of docs/config/lib', () => {
    const files = fs
      .readdirSync(EN_LIB_DIR)
      .filter((file) => /\.mdx?$/.test(file) && !/^index\.mdx?$/.test(file))
      .map((file) => file.replace(/\.mdx?$/, ''))
      .sort();
    expect([...LIB_OPTION_PAGES].sort()).toEqual(files);
  });

  it('answers every route: its own page or a redirect', () => {
    const missing = PUBLIC_ROUTES.filter((route) => publicRouteAnswer(route).kind === 'missing');
    expect(missing).toEqual([]);
  });
});
