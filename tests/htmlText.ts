/**
 * Reading what a host sends: the title, the language, the main heading and
 * the text of a built page's HTML, without a browser. Docusaurus writes plain,
 * predictable markup (minified, no nested <main> or <h1>), which is all these
 * handle; the hosting code's readers (scripts/hosting/pageHtml.ts) give the
 * attributes, the canonical path and a redirect page's refresh target.
 */
import {decodeEntities} from '@site/scripts/hosting/pageHtml';

/** The page's `<title>` text. */
export function titleOf(html: string): string {
  return decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

/** The `lang` of the page's `<html>` element. */
export function htmlLangOf(html: string): string | undefined {
  return /<html[^>]*\blang="?([\w-]+)/.exec(html)?.[1];
}

/** The page's `<main>` element, or '' when it has none. */
export function mainOf(html: string): string {
  return /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
}

/** The text of the first `<h1>` of the page's `<main>`, markup stripped, or null when there is none. */
export function mainHeadingOf(html: string): string | null {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(mainOf(html))?.[1];
  return heading === undefined ? null : decodeEntities(heading.replace(/<[^>]+>/g, '')).trim();
}

/** Text of the HTML, markup, scripts and code stripped (code is English in both languages). */
export function proseTextOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
      .replace(/<code[\s\S]*?<\/code>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  );
}
