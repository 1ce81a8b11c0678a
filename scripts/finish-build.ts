/**
 * The last step of `npm run build`, once Docusaurus has built every language
 * and every plugin has written its files (plugins' postBuild hooks run in
 * parallel and some read the HTML, so none may rewrite it there):
 *
 * - every page carries the Content-Security-Policy in a `<meta>` element, for
 *   hosts that send no custom headers (GitHub Pages); hosts that read
 *   `_headers` send the same policy as a header as well;
 * - every page served without a trailing slash is also written as `<path>.html`,
 *   so GitHub Pages answers its canonical URL directly instead of redirecting
 *   it to the slashed folder;
 * - the redirect pages @docusaurus/plugin-client-redirects wrote at moved pages'
 *   old addresses (src/data/redirects.ts) are rewritten without their inline
 *   script, which the policy would refuse (static/redirect.js does its work),
 *   and are also written as `<old path>.html`.
 *
 * Usage: tsx scripts/finish-build.ts [build folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  extensionlessPageCopy,
  inlineScriptHashes,
  metaContentSecurityPolicy,
  redirectPageCopy,
  redirectPageHtml,
  redirectPageTarget,
  withCspMeta,
} from '../src/plugins/hostConfig/utils';
import {canonicalPath} from './lib/staticServerUtils';

function htmlFiles(dir: string, root: string, files: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      htmlFiles(full, root, files);
    } else if (entry.isFile() && entry.name.endsWith('.html')) {
      files.push(`/${path.relative(root, full).split(path.sep).join('/')}`);
    }
  }
  return files;
}

/** The `lang` of a page by the locale its path starts with (the default locale has none). */
const HTML_LANG_BY_PREFIX: Record<string, string> = {zh: 'zh-CN'};
const htmlLang = (file: string) => HTML_LANG_BY_PREFIX[file.split('/')[1]!] ?? 'en';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const pages = htmlFiles(buildDir, buildDir).map((file) => {
  const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
  const target = redirectPageTarget(html);
  return {
    file,
    redirect: target !== null,
    html: target === null ? html : redirectPageHtml({target, lang: htmlLang(file)}),
  };
});
const hashes = new Set(pages.flatMap((page) => inlineScriptHashes(page.html)));
const policy = metaContentSecurityPolicy([...hashes]);

let copies = 0;
let redirects = 0;
for (const page of pages) {
  const html = withCspMeta(page.html, policy);
  fs.writeFileSync(path.join(buildDir, page.file), html);
  const copy = page.redirect
    ? redirectPageCopy(page.file)
    : extensionlessPageCopy(page.file, canonicalPath(html));
  if (copy !== null) {
    fs.writeFileSync(path.join(buildDir, copy), html);
    copies += 1;
  }
  redirects += page.redirect ? 1 : 0;
}
console.log(
  `[finish-build] CSP meta in ${pages.length} HTML files (${hashes.size} inline script hashes, ` +
    `${redirects} redirect pages); ${copies} pages also written as <path>.html`,
);
