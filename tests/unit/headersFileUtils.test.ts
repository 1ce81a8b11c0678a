import {headersForPath, parseHeadersFile, pathMatches} from '@site/scripts/lib/headersFileUtils';
import {formatHeadersFile, headerRules} from '@site/src/plugins/hostConfig/utils';

describe('headersFileUtils', () => {
  describe('parseHeadersFile', () => {
    it('reads rules and their indented headers, skipping comments and blank lines', () => {
      const text = [
        '# a comment',
        '/*',
        '  X-Frame-Options: DENY',
        '  # an indented comment',
        '',
        "  Content-Security-Policy: default-src 'self'; img-src 'self' data:",
        '/assets/*',
        '\tCache-Control: public, max-age=31536000, immutable',
      ].join('\r\n');
      expect(parseHeadersFile(text)).toEqual([
        {
          path: '/*',
          headers: [
            ['X-Frame-Options', 'DENY'],
            ['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"],
          ],
        },
        {path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']]},
      ]);
    });

    it('skips headers before any rule, malformed lines and empty values', () => {
      const text = [
        '  X-Orphan: 1',
        'not a path',
        '/page',
        '  no colon here',
        '  : no name',
        '  Bad Name: x',
        '  X-Empty:',
        '  X-Good: yes',
      ].join('\n');
      expect(parseHeadersFile(text)).toEqual([{path: '/page', headers: [['X-Good', 'yes']]}]);
      expect(parseHeadersFile('')).toEqual([]);
    });

    it('reads back what the hostConfig plugin writes', () => {
      const rules = headerRules({scriptHashes: ["'sha256-abc+/='"], localePaths: ['zh']});
      expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
    });
  });

  describe('pathMatches', () => {
    it.each([
      ['/*', '/', true],
      ['/*', '/zh/guide/start/', true],
      ['/assets/*', '/assets/js/main.js', true],
      ['/assets/*', '/assets', true],
      ['/assets/*', '/zh/assets/js/main.js', false],
      ['/zh/assets/*', '/zh/assets/css/styles.css', true],
      ['/about', '/about', true],
      ['/about', '/about/team', false],
      ['/blog/:slug', '/blog/hello', true],
      ['/blog/:slug', '/blog/hello/more', false],
      ['/file.html', '/fileXhtml', false],
    ])('%s against %s is %s', (pattern, path, expected) => {
      expect(pathMatches(pattern, path)).toBe(expected);
    });
  });

  describe('headersForPath', () => {
    const rules = parseHeadersFile(
      [
        '/*',
        '  X-Frame-Options: DENY',
        '  Vary: Accept',
        '/assets/*',
        '  Cache-Control: immutable',
        '  vary: Origin',
      ].join('\n'),
    );

    it('merges the headers of every matching rule', () => {
      expect(headersForPath(rules, '/assets/js/a.js')).toEqual({
        'X-Frame-Options': 'DENY',
        Vary: 'Accept, Origin',
        'Cache-Control': 'immutable',
      });
    });

    it('gives only the rules that match', () => {
      expect(headersForPath(rules, '/guide/')).toEqual({'X-Frame-Options': 'DENY', Vary: 'Accept'});
      expect(headersForPath([], '/')).toEqual({});
    });
  });
});
