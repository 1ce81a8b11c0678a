/**
 * Wraps the classic theme's MDX component map (Docusaurus 3.10): pages can use
 * tabs and package-manager tabs without importing them. Our Tabs keep the
 * original site's storage keys (`rspress.tabs.<group>`).
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs, {TabItem} from '@site/src/components/Tabs';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  PackageManagerTabs,
};
