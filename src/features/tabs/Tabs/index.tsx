import {
  Children,
  isValidElement,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useScrollPositionBlocker} from '@site/src/internals/themeCommonInternal';
import {useTabGroupChoice} from '@site/src/features/tabs/useTabGroupChoice';
import {nextTabIndex, resolveSelectedTab} from '@site/src/features/tabs/tabsUtils';
import styles from './styles.module.css';

export interface TabItemProps {
  /** Unique within its tab group; what is stored for the group. */
  value: string;
  /** The tab's text; the value when absent. */
  label?: ReactNode;
  /** Selected when nothing is stored for the group. */
  default?: boolean;
  children?: ReactNode;
}

/** One tab of a `Tabs` group; its children are the panel. */
export function TabItem({children}: TabItemProps): ReactNode {
  return children;
}

export interface TabsProps {
  /** Groups with the same id follow each other's selection, on every page and browser tab. */
  groupId?: string;
  /** The tab selected when nothing is stored; else the child marked `default`, else the first. */
  defaultValue?: string;
  className?: string;
  /**
   * Renders only the selected panel's content (the others stay, empty and
   * hidden), as Docusaurus' `lazy` tabs do: for panels of the same thing told
   * differently, which readers without JavaScript could not switch to anyway.
   * Not for panels whose headings or text should be in the page's HTML.
   */
  lazy?: boolean;
  children: ReactNode;
}

export default function Tabs({
  groupId,
  defaultValue,
  className,
  lazy = false,
  children,
}: TabsProps): ReactNode {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const values = items.map((item) => item.props.value);
  const markedDefault = items.find((item) => item.props.default)?.props.value;
  const [storedChoice, setStoredChoice] = useTabGroupChoice(groupId);
  const [localChoice, setLocalChoice] = useState<string | null>(null);
  const selected = resolveSelectedTab(
    values,
    groupId ? storedChoice : localChoice,
    defaultValue ?? markedDefault,
  );
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  /**
   * Selects a tab. A switch may change the height of the page above the tab
   * (another group of the same id, taller or shorter in the new choice): as in
   * Docusaurus' own tabs, the page scrolls by that much, so the tab stays
   * where it was on screen, under the pointer.
   */
  const select = (index: number) => {
    const value = values[index]!;
    const tab = tabRefs.current[index];
    if (value !== selected && tab) {
      blockElementScrollPositionUntilNextRender(tab);
    }
    if (groupId) {
      setStoredChoice(value);
    } else {
      setLocalChoice(value);
    }
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(index, event.key, items.length);
    if (next === null) {
      return;
    }
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={clsx(styles.tabs, className)}>
      <div role="tablist" aria-orientation="horizontal" className={clsx('tabs', styles.tabList)}>
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={clsx('tabs__item', styles.tab, isSelected && 'tabs__item--active')}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}>
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.props.value !== selected}
          className={styles.panel}>
          {(!lazy || item.props.value === selected) && item.props.children}
        </div>
      ))}
    </div>
  );
}
