/**
 * Wraps the classic theme's MDX component map (Docusaurus 3.10): pages can use
 * tabs and package-manager tabs without importing them. Our Tabs keep the
 * original site's storage keys (`rspress.tabs.<group>`). Tables scroll
 * sideways on narrow screens, so they take keyboard focus to be scrollable
 * without a mouse.
 */
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs, {TabItem} from '@site/src/features/tabs/Tabs';
import PackageManagerTabs from '@site/src/features/tabs/PackageManagerTabs';

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
  Tabs,
  TabItem,
  PackageManagerTabs,
};
