/**
 * The browser bundle's tslib is src/plugins/tslibHelpers/helpers.ts, which
 * exports only the helpers Docusaurus' packages call. A package calling
 * another one would find it undefined in the browser: this fails first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {browserPackageFiles} from './browserPackages';

/** The names helpers.ts re-exports (read as text: it re-exports an ES module jest cannot load). */
function exportedHelpers(): string[] {
  const source = fs.readFileSync(path.resolve('src/plugins/tslibHelpers/helpers.ts'), 'utf8');
  const names = /export \{([^}]*)\} from 'tslib\/tslib\.es6\.mjs'/.exec(source)?.[1] ?? '';
  return names.split(',').map((name) => name.trim());
}

describe('tslib helpers of the browser bundle', () => {
  it('include every helper the Docusaurus and search packages call', () => {
    const called = new Set<string>();
    for (const file of browserPackageFiles()) {
      for (const [, helper] of fs.readFileSync(file, 'utf8').matchAll(/\btslib_1\.(__\w+)/g)) {
        called.add(helper);
      }
    }
    const exported = exportedHelpers();
    expect(called.size).toBeGreaterThan(0);
    expect([...called].filter((helper) => !exported.includes(helper))).toEqual([]);
  });
});
