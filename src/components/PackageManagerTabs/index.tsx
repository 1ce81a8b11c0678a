import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs, {TabItem} from '@site/src/components/Tabs';
import {PACKAGE_MANAGERS, packageManagerCommands} from '@site/src/utils/packageManagerUtils';

export interface PackageManagerTabsProps {
  /** One npm-style command without the `npm` prefix, e.g. `install -D @rslib/core`. */
  command: string;
}

/** The same command for npm, yarn, pnpm and bun; the choice is shared by every group on the site. */
export default function PackageManagerTabs({command}: PackageManagerTabsProps): ReactNode {
  const commands = packageManagerCommands(command);
  return (
    <Tabs groupId="package.manager">
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{commands[manager]}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
