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
 *   old addresses (redirects.ts) are rewritten without their inline script,
 *   which the policy would refuse (redirect.js, written to the root of the
 *   build, does its work), and are also written as `<old path>.html`.
 *
 * Usage: tsx scripts/hosting/finish-build.ts [build folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CONFIGS, localeOfPath} from '../../src/data/locales';
import {listFiles} from '../lib/files';
import {inlineCodeHashes, metaContentSecurityPolicy, withCspMeta} from './csp';
import {canonicalPath, refreshTarget} from './pageHtml';
import {
  REDIRECT_SCRIPT,
  extensionlessPageCopy,
  redirectPageCopy,
  redirectPageHtml,
} from './pageFiles';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const pages = listFiles(buildDir)
  .filter((file) => file.endsWith('.html'))
  .map((relative) => {
    const file = `/${relative}`;
    const html = fs.readFileSync(path.join(buildDir, relative), 'utf8');
    const target = refreshTarget(html);
    const lang = LOCALE_CONFIGS[localeOfPath(file)].htmlLang;
    return {
      file,
      redirect: target !== null,
      html: target === null ? html : redirectPageHtml({target, lang}),
    };
  });
const hashes = inlineCodeHashes(pages.map((page) => page.html));
const policy = metaContentSecurityPolicy(hashes);

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
fs.copyFileSync(path.join(__dirname, 'redirect.js'), path.join(buildDir, REDIRECT_SCRIPT));
console.log(
  `[finish-build] CSP meta in ${pages.length} HTML files (${hashes.scripts.length} inline ` +
    `script hashes, ${hashes.styleAttributes.length} style attribute hashes, ${redirects} ` +
    `redirect pages); ${copies} pages also written as <path>.html`,
);
