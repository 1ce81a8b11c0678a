import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {useOverviewGroups} from '@site/src/features/overview/useOverviewGroups';
import {filterOverviewGroups, type OverviewGroup} from '@site/src/features/overview/overviewUtils';
import styles from './styles.module.css';

export interface OverviewRawProps {
  groups: OverviewGroup[];
  query: string;
  onQueryChange: (query: string) => void;
}

function GroupTitle({name, alone}: {name: string | null; alone: boolean}): ReactNode {
  if (name === null && alone) {
    return null;
  }
  return (
    <Heading as="h2" className={styles.groupTitle}>
      {name ?? (
        <Translate
          id="overview.group.others"
          description="Title of the overview group of pages outside any sidebar group">
          Others
        </Translate>
      )}
    </Heading>
  );
}

/** The filter and the filtered groups; renders what it is given. */
export function OverviewRaw({groups, query, onQueryChange}: OverviewRawProps): ReactNode {
  const visible = filterOverviewGroups(groups, query);
  return (
    <div className={styles.overview}>
      <div className={styles.filter}>
        <label htmlFor="api-filter" className={styles.filterLabel}>
          <Translate
            id="overview.filter.label"
            description="Label of the filter box on overview pages">
            Filter
          </Translate>
        </label>
        <input
          id="api-filter"
          type="search"
          className={styles.filterInput}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={translate({
            id: 'overview.filter.placeholder',
            message: 'Enter keyword',
            description: 'Placeholder of the filter box on overview pages',
          })}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div aria-live="polite">
        {visible.length === 0 && (
          <p className={styles.noResult}>
            <Translate
              id="overview.filter.noResult"
              description="Shown when the overview filter matches nothing; {query} is what the reader typed"
              values={{query: <strong>{query}</strong>}}>
              {'No matching API found: {query}'}
            </Translate>
          </p>
        )}
      </div>
      {visible.map((group) => (
        <section key={group.name ?? ''} className={styles.group}>
          <GroupTitle name={group.name} alone={visible.length === 1} />
          <div className={styles.cards}>
            {group.items.map((item) => (
              <div key={item.link} className={styles.card}>
                <Heading as="h3" className={styles.cardTitle}>
                  <Link to={item.link}>{item.title}</Link>
                </Heading>
                {item.headers.length > 0 && (
                  <ul className={styles.headers}>
                    {item.headers.map((header) => (
                      <li key={header.id} className={styles[`depth${header.depth}`]}>
                        <Link to={`${item.link}#${header.id}`}>{header.text}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The overview of the current sidebar, with its filter (front matter `overview: true`). */
export default function Overview(): ReactNode {
  const groups = useOverviewGroups();
  const [query, setQuery] = useState('');
  return <OverviewRaw groups={groups} query={query} onQueryChange={setQuery} />;
}
