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
 *   it to the slashed folder.
 *
 * Usage: tsx scripts/finish-build.ts [build folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  extensionlessPageCopy,
  inlineScriptHashes,
  metaContentSecurityPolicy,
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

const buildDir = path.resolve(process.argv[2] ?? 'build');
const pages = htmlFiles(buildDir, buildDir).map((file) => ({
  file,
  html: fs.readFileSync(path.join(buildDir, file), 'utf8'),
}));
const hashes = new Set(pages.flatMap((page) => inlineScriptHashes(page.html)));
const policy = metaContentSecurityPolicy([...hashes]);

let copies = 0;
for (const page of pages) {
  const html = withCspMeta(page.html, policy);
  fs.writeFileSync(path.join(buildDir, page.file), html);
  const copy = extensionlessPageCopy(page.file, canonicalPath(html));
  if (copy !== null) {
    fs.writeFileSync(path.join(buildDir, copy), html);
    copies += 1;
  }
}
console.log(
  `[finish-build] CSP meta in ${pages.length} HTML files (${hashes.size} inline script hashes); ` +
    `${copies} pages also written as <path>.html`,
);
