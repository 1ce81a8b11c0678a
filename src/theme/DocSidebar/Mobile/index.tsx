/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (DocSidebar/Mobile), upstream
 * structure kept. CUSTOM: the navbar's secondary menu gets its props as one
 * object, memoized here. theme-common's filler memoizes props by sorting their
 * keys with `localeCompare`, and the page's first `localeCompare` starts ICU's
 * collator: about 10 ms of a desktop's main thread right after hydration, four
 * times that on Lighthouse's phone, for nothing else on a doc page.
 * One key sorts without comparing.
 * Gain: 9-12 ms of a desktop's main thread during hydration.
 */
import {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@site/src/internals/themeCommonInternal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

type MenuProps = Pick<Props, 'sidebar' | 'path'>;

function DocSidebarMobileSecondaryMenu({menu: {sidebar, path}}: {menu: MenuProps}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // Mobile sidebar should only be closed if the category has a link
          if (item.type === 'category' && item.href) {
            mobileSidebar.toggle();
          }
          if (item.type === 'link') {
            mobileSidebar.toggle();
          }
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  // CUSTOM
  const menu = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);
