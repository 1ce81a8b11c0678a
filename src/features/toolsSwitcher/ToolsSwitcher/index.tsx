import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {RSTACK_ORGANISATION, RSTACK_TOOLS} from '@site/src/data/rstackTools';
import {localizeTool, siteLanguage, type LocalizedTool} from '@site/src/utils/toolsUtils';
import {useLogoUrl} from '@site/src/hooks/useLogoUrl';
import {usePopover} from '@site/src/hooks/usePopover';
import styles from './styles.module.css';

function GridIcon(): ReactNode {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      {[2, 8, 14].flatMap((y) =>
        [2, 8, 14].map((x) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" rx="1" fill="currentColor" />
        )),
      )}
    </svg>
  );
}

/** The side of a tool's logo box, in px. */
const TOOL_LOGO_SIZE = 52;

function ToolLink({tool}: {tool: LocalizedTool}): ReactNode {
  return (
    <Link className={styles.tool} href={tool.url} target="_blank" rel="noopener noreferrer">
      {/* The logo's scale is its size in a fixed 52 px box: no inline style. */}
      <span className={styles.toolLogo}>
        <img
          src={useLogoUrl(tool.logo)}
          alt=""
          width={Math.round(TOOL_LOGO_SIZE * tool.logoScale)}
          height={Math.round(TOOL_LOGO_SIZE * tool.logoScale)}
          loading="lazy"
        />
      </span>
      <span className={styles.toolText}>
        <span className={styles.toolName}>{tool.name}</span>
        <span className={styles.toolDescription}>{tool.description}</span>
      </span>
    </Link>
  );
}

/**
 * The grid button before the logo: a popover with the Rstack organisation
 * and its tools, each opening in a new tab. Opens on hover, click, focus or
 * context menu; Escape, a click outside or focus leaving closes it.
 */
export default function ToolsSwitcher(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = siteLanguage(i18n.currentLocale);
  const {open, panelId, rootProps, triggerProps} = usePopover();
  const organisationLogo = useLogoUrl(RSTACK_ORGANISATION.logo);
  const label = translate({
    id: 'navbar.toolsSwitcher.label',
    message: 'Rstack tools',
    description: 'Accessible name of the tools switcher button and its popover',
  });
  return (
    <div className={styles.root} {...rootProps}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="dialog"
        {...triggerProps}>
        <GridIcon />
      </button>
      <div id={panelId} role="dialog" aria-label={label} className={styles.panel} hidden={!open}>
        <Link
          className={styles.organisation}
          href={RSTACK_ORGANISATION.url}
          target="_blank"
          rel="noopener noreferrer">
          <img src={organisationLogo} alt="" width={28} height={28} />
          <span>{RSTACK_ORGANISATION.name}</span>
        </Link>
        <ul className={styles.tools}>
          {RSTACK_TOOLS.links.map((entry) => (
            <li key={entry.name}>
              <ToolLink tool={localizeTool(entry, lang)} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
