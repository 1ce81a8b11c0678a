import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {withoutQueryAndHash} from '../../src/utils/urlPathUtils';
import {listFiles} from '../lib/files';
import {
  type HeaderRule,
  type RedirectRule,
  headersForPath,
  parseHeadersFile,
  parseRedirectsFile,
} from './hostFiles';
import {
  type HostProfile,
  readsHeadersFile,
  resolveGithubPages,
  resolveNetlify,
} from './hostProfiles';
import {canonicalPath} from './pageHtml';
import {
  type Resolution,
  type SiteIndex,
  cacheControl,
  contentType,
  isCompressible,
  resolveRequest,
} from './staticServerUtils';

/** Files a host reads as its configuration and never serves. */
const HOST_CONFIG_FILES = new Set(['/_headers', '/_redirects']);

/** Indexes a build folder: its files, and its pages by their canonical paths. */
export function indexBuild(buildDir: string): SiteIndex {
  const files = listFiles(buildDir)
    .map((file) => `/${file}`)
    .filter((file) => !HOST_CONFIG_FILES.has(file));
  const pages = new Set<string>();
  for (const file of files) {
    if (!file.endsWith('/index.html')) {
      continue;
    }
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    pages.add(canonicalPath(html) ?? file.slice(0, -'index.html'.length));
  }
  return {pages, files: new Set(files)};
}

/** The rules of the build's `_headers` file (written by hostConfigPlugin.ts), if it has one. */
function readHeadersFile(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}

/** The rules of the build's `_redirects` file (written by hostConfigPlugin.ts), if it has one. */
function readRedirectsFile(root: string): RedirectRule[] {
  const file = path.join(root, '_redirects');
  return fs.existsSync(file) ? parseRedirectsFile(fs.readFileSync(file, 'utf8')) : [];
}

function requestPath(url: string): string {
  const pathname = withoutQueryAndHash(url);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export interface StaticServerOptions {
  /**
   * Whose rules to answer by (see hostProfiles.ts): this project's own server
   * (clean URLs, per-language 404 pages, `_headers`), GitHub Pages, or a
   * Netlify-style host. Only files of the build's index are ever read.
   */
  profile?: HostProfile;
}

/** Serves a built Docusaurus site as a static host would, with gzip. */
export function createStaticServer(
  buildDir: string,
  {profile = 'serve'}: StaticServerOptions = {},
): http.Server {
  const root = path.resolve(buildDir);
  const index = indexBuild(root);
  const headerRules = readsHeadersFile(profile) ? readHeadersFile(root) : [];
  // GitHub Pages reads no `_redirects`; this project's server answers its moved pages.
  const redirectRules = profile === 'github-pages' ? [] : readRedirectsFile(root);
  const resolve = (url: string): Resolution => {
    switch (profile) {
      case 'github-pages':
        return resolveGithubPages(url, index.files);
      case 'netlify':
        return resolveNetlify(url, index.files, redirectRules);
      default:
        return resolveRequest(url, index, redirectRules);
    }
  };
  const compressed = new Map<string, Buffer>();

  return http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'});
      response.end('Method Not Allowed\n');
      return;
    }
    const resolution = resolve(request.url ?? '/');
    if (resolution.kind === 'redirect') {
      response.writeHead(301, {Location: resolution.location, 'Cache-Control': 'no-cache'});
      response.end();
      return;
    }
    // `resolution.file` always comes from the index built from the folder itself.
    const file = path.join(root, resolution.file);
    if (!index.files.has(resolution.file) || !file.startsWith(root + path.sep)) {
      response.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      response.end('Not Found\n');
      return;
    }
    const type = contentType(file);
    let body: Buffer = fs.readFileSync(file);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': type,
      'Cache-Control': cacheControl(resolution.file),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...headersForPath(headerRules, requestPath(request.url ?? '/')),
    };
    if (isCompressible(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      let gzipped = compressed.get(file);
      if (!gzipped) {
        gzipped = zlib.gzipSync(body, {level: 9});
        compressed.set(file, gzipped);
      }
      body = gzipped;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(resolution.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}
