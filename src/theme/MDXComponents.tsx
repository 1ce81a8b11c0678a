/**
 * Wraps the classic theme's MDX component map (Docusaurus 3.10): pages can use
 * tabs and package-manager tabs without importing them.
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  PackageManagerTabs,
};
