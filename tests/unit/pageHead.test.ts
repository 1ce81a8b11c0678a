/**
 * The browser bundle's react-helmet-async is src/features/pageHead/HeadManager.tsx,
 * which has only `Helmet` and `HelmetProvider`. A package of the browser bundle
 * importing anything else from helmet would find it undefined: this fails first.
 */
import fs from 'node:fs';
import * as headManager from '@site/src/features/pageHead/HeadManager';
import {browserPackageFiles} from './browserPackages';

/** Server-only files: the server build keeps helmet itself. */
const SERVER_FILES = /[\\/](serverEntry|serverHelmetUtils)\.js$|[\\/]plugin-google-gtag[\\/]/;

describe('the browser head manager', () => {
  it('exports every name the browser bundle imports from react-helmet-async', () => {
    const imported = new Set<string>();
    for (const file of browserPackageFiles()) {
      if (SERVER_FILES.test(file)) {
        continue;
      }
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-helmet-async'/g)) {
        match[1]!.split(',').forEach((name) => imported.add(name.trim().split(/\s+as\s+/)[0]!));
      }
    }
    expect([...imported].sort()).toEqual(['Helmet', 'HelmetProvider']);
    for (const name of imported) {
      expect(headManager).toHaveProperty(name);
    }
  });
});
