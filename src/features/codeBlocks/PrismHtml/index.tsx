/**
 * Highlights code in the browser, for code blocks that did not get their HTML
 * at build time (src/plugins/codeHighlight), into the same markup. A chunk of
 * its own: it brings Prism, with the site's extra languages, only to pages
 * that need it.
 */
import {useMemo, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import {useThemeConfig} from '@docusaurus/theme-common';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {linesHtml, type CodeLinesSource} from '@site/src/features/codeBlocks/codeHtmlUtils';
import {styledTypes, type CodeTheme} from '@site/src/features/codeBlocks/codeTokensUtils';

prismIncludeLanguages(Prism);

export interface PrismHtmlProps {
  source: CodeLinesSource;
  children: (html: string) => ReactNode;
}

export default function PrismHtml({source, children}: PrismHtmlProps): ReactNode {
  const {prism} = useThemeConfig();
  const styled = useMemo(
    () => styledTypes(prism.theme as CodeTheme, (prism.darkTheme ?? prism.theme) as CodeTheme),
    [prism.theme, prism.darkTheme],
  );
  const html = useMemo(() => linesHtml(source, {prism: Prism, styled}), [source, styled]);
  return children(html);
}
