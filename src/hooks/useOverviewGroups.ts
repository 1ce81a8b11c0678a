import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PageHeadingsGlobalData} from '@site/src/plugins/pageHeadings';
import {
  buildOverviewGroups,
  type OverviewGroup,
  type SidebarEntry,
} from '@site/src/utils/overviewUtils';

/** The groups of the current doc's sidebar, each page with its build-time headings. */
export function useOverviewGroups(): OverviewGroup[] {
  const sidebar = useDocsSidebar();
  const {metadata, frontMatter} = useDoc();
  const {pages} = usePluginData('page-headings') as PageHeadingsGlobalData;
  const {overviewHeaders} = frontMatter as {overviewHeaders?: number[]};
  return useMemo(
    () =>
      buildOverviewGroups((sidebar?.items ?? []) as SidebarEntry[], pages, {
        currentPath: metadata.permalink,
        overviewHeaders,
      }),
    [sidebar, pages, metadata.permalink, overviewHeaders],
  );
}
