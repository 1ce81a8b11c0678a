import {createHash} from 'node:crypto';
import {
  contentSecurityPolicy,
  hashSource,
  inlineCodeHashes,
  inlineScriptHashes,
  metaContentSecurityPolicy,
  styleAttributeHashes,
  withCspMeta,
} from '../csp';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('hashSource', () => {
  it('is the base64 sha256 of the UTF-8 text, quoted', () => {
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(hashSource('"中文"')).toBe(sha256('"中文"'));
  });

  it('hashes the text after the parser has normalized line endings', () => {
    expect(hashSource('a\r\nb\rc')).toBe(sha256('a\nb\nc'));
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts the browser runs, once each', () => {
    const html = [
      '<html><head><script>one()</script>',
      '<script type="text/javascript">two()</script>',
      '<script type=module>three()</script>',
      '<SCRIPT>one()</SCRIPT >',
      '</head><body><script>four()</script></body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual(['one()', 'two()', 'three()', 'four()'].map(sha256));
  });

  it('skips external scripts and data blocks', () => {
    const html = [
      '<script src=/assets/js/main.js defer></script>',
      '<script src="/a.js">ignored()</script>',
      '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
      '<script type="application/json">{}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('keeps the script text exactly, markup and whitespace included', () => {
    const text = '\n  if (a < b && c > d) { x.innerHTML = "<div>"; }\n';
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([sha256(text)]);
  });

  it('hashes an empty inline script and survives a missing end tag', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha256('')]);
    expect(inlineScriptHashes('<script>never closed')).toEqual([]);
    expect(inlineScriptHashes('')).toEqual([]);
  });
});

describe('styleAttributeHashes', () => {
  it('hashes each distinct style attribute of the markup, decoded, as the browser does', () => {
    const html = [
      '<body><svg style="display: none;"><defs></defs></svg>',
      '<div style=--prism-color:#24292f;--prism-background-color:#f6f8fa class=a>',
      "<span title='x > y' style='content: &quot;a&quot;'>",
      '<div style="display: none;"></div>',
    ].join('');
    expect(styleAttributeHashes(html)).toEqual(
      [
        'display: none;',
        '--prism-color:#24292f;--prism-background-color:#f6f8fa',
        'content: "a"',
      ].map(sha256),
    );
  });

  it('skips markup written inside scripts, and pages without style attributes', () => {
    expect(
      styleAttributeHashes('<script>el.innerHTML = \'<p style="color: red">\';</script><p>x</p>'),
    ).toEqual([]);
    expect(styleAttributeHashes('<p class=styled data-style="x">x</p>')).toEqual([]);
  });
});

describe('inlineCodeHashes', () => {
  it('gathers the hashes of every page, sorted, once each', () => {
    const hashes = inlineCodeHashes([
      '<script>b()</script><p style="color: red">',
      '<script>a()</script><script>b()</script><p style="color: red">',
    ]);
    expect(hashes).toEqual({
      scripts: [sha256('a()'), sha256('b()')].sort(),
      styleAttributes: [sha256('color: red')],
    });
  });
});
describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    scripts: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
    styleAttributes: ["'sha256-s2'", "'sha256-s1'"],
  });
  const directives = new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );

  it('allows only the site itself and the given inline scripts', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline|\*|https?:/);
  });

  it('allows own stylesheets and, by hash, only the style attributes the pages carry', () => {
    expect(directives.get('style-src')).toEqual([
      "'self'",
      "'unsafe-hashes'",
      "'sha256-s1'",
      "'sha256-s2'",
    ]);
    expect(contentSecurityPolicy({scripts: [], styleAttributes: []}).split('; ')[2]).toBe(
      "style-src 'self'",
    );
  });

  it('locks down objects, framing, base and forms', () => {
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });

  it('allows own images, data: icons, fonts, fetches and the search worker', () => {
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('font-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
  });
});
describe('the policy in the page, for hosts without headers', () => {
  const hashes = {scripts: [sha256('x')], styleAttributes: [sha256('display: none;')]};

  it('is the header policy without what a meta policy cannot carry', () => {
    const meta = metaContentSecurityPolicy(hashes);
    expect(meta).toContain(`script-src 'self' ${sha256('x')}`);
    expect(meta).toContain(`style-src 'self' 'unsafe-hashes' ${sha256('display: none;')}`);
    expect(meta).not.toContain('frame-ancestors');
    expect(`${meta}; frame-ancestors 'none'`).toBe(contentSecurityPolicy(hashes));
  });

  it('comes right after the charset, before any script, and replaces itself', () => {
    const page = '<html><head><meta charset=UTF-8><script>x</script></head></html>';
    const once = withCspMeta(page, "default-src 'self'");
    expect(once).toBe(
      `<html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><script>x</script></head></html>`,
    );
    expect(withCspMeta(once, "default-src 'none'")).toBe(
      once.replace("default-src 'self'", "default-src 'none'"),
    );
    expect(withCspMeta('<html><head><title>t</title></head></html>', 'a')).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="a"><title>t</title></head></html>',
    );
  });
});
