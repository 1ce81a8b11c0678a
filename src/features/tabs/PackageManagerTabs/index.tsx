import {useMemo, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs, {TabItem} from '@site/src/features/tabs/Tabs';
import {
  PACKAGE_MANAGERS,
  packageManagerCommands,
  parseCommandHtml,
} from '@site/src/utils/packageManagerUtils';

export interface PackageManagerTabsProps {
  /** One npm-style command without the `npm` prefix, e.g. `install -D @rslib/core`. */
  command: string;
  /** Each manager's command highlighted at build time (src/plugins/codeHighlight), as JSON. */
  html?: string;
}

/**
 * The same command for npm, yarn, pnpm and bun; the choice is shared by every
 * group on the site. Only the chosen manager's command is rendered (a quick
 * start has a dozen of these blocks, and phones hydrate every one).
 */
export default function PackageManagerTabs({command, html}: PackageManagerTabsProps): ReactNode {
  const commands = packageManagerCommands(command);
  const htmlByManager = useMemo(() => parseCommandHtml(html), [html]);
  return (
    <Tabs groupId="package.manager" lazy>
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash" html={htmlByManager?.[manager]}>
            {commands[manager]}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
