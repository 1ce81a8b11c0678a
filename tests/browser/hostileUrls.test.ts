import http from 'node:http';
import {HOST_PROFILES, type HostProfile} from '@site/scripts/hosting/hostProfiles';
import {HOSTILE_URLS, type HostileOutcome} from '../hostileUrls';
import {siteUrl} from './harness';

/**
 * Requests each odd URL as sent on the wire (no client normalisation), follows
 * redirects by hand, and checks where it ends: never a 500, a hang or a file
 * from outside the build folder, on every host the site is deployed to. This
 * project's server ends each on the exact page or 404 the list gives; other
 * hosts have rules of their own (GitHub Pages is case-sensitive and keeps
 * `/en/`), so there each must end on that page or on a 404 page.
 */
interface Answer {
  status: number;
  location?: string;
  type?: string;
  body: string;
}

function request(path: string, host: HostProfile): Promise<Answer> {
  const {hostname, port} = new URL(siteUrl('/', host));
  return new Promise((resolve, reject) => {
    const req = http.request({hostname, port, path, method: 'GET', timeout: 5000}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          type: res.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within 5 s for ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

async function follow(path: string, host: HostProfile): Promise<{answer: Answer; hops: string[]}> {
  const hops = [path];
  let answer = await request(path, host);
  while (answer.status === 301 && hops.length <= 5) {
    const next = new URL(answer.location!, siteUrl(hops.at(-1)!, host)).pathname;
    hops.push(next);
    answer = await request(next, host);
  }
  return {answer, hops};
}

const canonicalPath = (html: string) =>
  new URL(/<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/.exec(html)?.[1] ?? 'x:/').pathname;

const htmlLang = (html: string) => /<html[^>]*\blang="?([\w-]+)/.exec(html)?.[1];

function expectOutcome(answer: Answer, outcome: HostileOutcome): void {
  if ('page' in outcome) {
    expect(answer.status).toBe(200);
    expect(canonicalPath(answer.body)).toBe(outcome.page);
  } else if ('file' in outcome) {
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(outcome.type);
  } else {
    expect(answer.status).toBe(404);
    expect(htmlLang(answer.body)).toBe(outcome.notFound === 'zh' ? 'zh-CN' : 'en');
    expect(answer.body).toContain(outcome.notFound === 'zh' ? '页面未找到' : 'PAGE NOT FOUND');
  }
}

/** Another host's answer: the listed page or file, or a 404 page (in either language). */
function expectPageOrNotFound(answer: Answer, outcome: HostileOutcome): void {
  if (answer.status === 404) {
    expect(answer.body).toMatch(/PAGE NOT FOUND|页面未找到/);
    return;
  }
  expect(answer.status).toBe(200);
  if ('page' in outcome) {
    expect(canonicalPath(answer.body)).toBe(outcome.page);
  } else if ('file' in outcome) {
    expect(answer.type).toMatch(outcome.type);
  } else {
    throw new Error(`expected a 404 page, got ${answer.status}`);
  }
}

describe.each(HOST_PROFILES)('hostile URLs on %s', (host) => {
  it.each(HOSTILE_URLS.map((entry) => [entry.why, entry] as const))(
    '%s',
    async (_why, {url, outcome}) => {
      const {answer, hops} = await follow(url, host);
      expect(hops.length).toBeLessThanOrEqual(3);
      expect(answer.status).not.toBeGreaterThanOrEqual(500);
      // Nothing outside the build folder: no system or project file.
      expect(answer.body).not.toMatch(/root:x:0:0|"name":\s*"rslib-docs"/);
      if (host === 'serve') {
        expectOutcome(answer, outcome);
      } else {
        expectPageOrNotFound(answer, outcome);
      }
    },
  );
});
