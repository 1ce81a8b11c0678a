/**
 * Highlights code in the browser, for code blocks that did not get their HTML
 * at build time (src/plugins/codeHighlight), into the same markup. A chunk of
 * its own: it brings Prism, with the site's extra languages, only to pages
 * that need it.
 */
import {useMemo, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {linesHtml, type CodeLinesSource} from '@site/src/features/codeBlocks/codeHtmlUtils';
import {darkCodeTheme, lightCodeTheme} from '@site/src/features/codeBlocks/codeThemes';
import {styledTypes} from '@site/src/features/codeBlocks/codeTokensUtils';

prismIncludeLanguages(Prism);

// The site's themes: the config in the browser carries no Prism theme (src/plugins/clientSiteConfig).
const styled = styledTypes(lightCodeTheme, darkCodeTheme);

export interface PrismHtmlProps {
  source: CodeLinesSource;
  children: (html: string) => ReactNode;
}

export default function PrismHtml({source, children}: PrismHtmlProps): ReactNode {
  const html = useMemo(() => linesHtml(source, {prism: Prism, styled}), [source]);
  return children(html);
}
