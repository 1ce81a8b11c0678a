import path from 'node:path';
import {siteOutDir} from '../hostConfigPlugin';

describe('siteOutDir', () => {
  it('is the output folder for the default locale', () => {
    expect(siteOutDir('/tmp/build', {isDefaultLocale: true, localePath: 'en'})).toBe(
      path.resolve('/tmp/build'),
    );
  });

  it('is the parent of the locale folder for the others', () => {
    expect(siteOutDir('/tmp/build/zh', {isDefaultLocale: false, localePath: 'zh'})).toBe(
      path.resolve('/tmp/build'),
    );
    expect(siteOutDir('/tmp/build/zh/', {isDefaultLocale: false, localePath: 'zh'})).toBe(
      path.resolve('/tmp/build'),
    );
    expect(siteOutDir('/tmp/build/zh/hans', {isDefaultLocale: false, localePath: 'zh/hans'})).toBe(
      path.resolve('/tmp/build'),
    );
  });
});
