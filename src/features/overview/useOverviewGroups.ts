import {useMemo} from 'react';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import pages from '@generated/page-headings/default/pages.json';
import {
  buildOverviewGroups,
  type OverviewGroup,
  type SidebarEntry,
} from '@site/src/features/overview/overviewUtils';

/** The groups of the current doc's sidebar, each page with its build-time headings. */
export function useOverviewGroups(): OverviewGroup[] {
  const sidebar = useDocsSidebar();
  const {metadata, frontMatter} = useDoc();
  const {overviewHeaders} = frontMatter as {overviewHeaders?: number[]};
  return useMemo(
    () =>
      buildOverviewGroups((sidebar?.items ?? []) as SidebarEntry[], pages, {
        currentPath: metadata.permalink,
        overviewHeaders,
      }),
    [sidebar, metadata.permalink, overviewHeaders],
  );
}
