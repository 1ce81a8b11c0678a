import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import IconGitHub from '@theme/Icon/Socials/GitHub';
import IconX from '@theme/Icon/Socials/X';
import {usePopover} from '@site/src/hooks/usePopover';
import {splitSocialLinks} from '@site/src/features/socialLinks/socialLinksUtils';
import styles from './styles.module.css';

/**
 * The props that make one of theme-classic's social icons a navbar icon: the
 * link's colour (the icon's own light and dark fills come as inline CSS
 * variables, which the site's Content-Security-Policy does not allow, so its
 * `style` is dropped and the class sets them), and hidden from assistive
 * technology (the link carries the name).
 */
const themeIconProps = {
  className: styles.themeIcon,
  style: undefined,
  'aria-hidden': true,
  focusable: 'false',
} as const;

/** Drawn here: theme-classic ships no Discord icon. */
function DiscordIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20.32 4.37A19.8 19.8 0 0 0 15.43 2.85a13.7 13.7 0 0 0-.62 1.28 18.4 18.4 0 0 0-5.62 0 12.6 12.6 0 0 0-.63-1.28 19.7 19.7 0 0 0-4.89 1.52C.6 9.05-.24 13.61.18 18.1a19.9 19.9 0 0 0 6 3.03c.48-.66.91-1.36 1.28-2.1a12.9 12.9 0 0 1-2.02-.97l.5-.39a14.2 14.2 0 0 0 12.12 0l.5.39c-.64.38-1.32.7-2.02.97.37.74.8 1.44 1.28 2.1a19.8 19.8 0 0 0 6-3.03c.5-5.2-.84-9.72-3.5-13.73ZM8.02 15.33c-1.18 0-2.15-1.09-2.15-2.42s.95-2.42 2.15-2.42 2.17 1.09 2.15 2.42c0 1.33-.95 2.42-2.15 2.42Zm7.96 0c-1.18 0-2.15-1.09-2.15-2.42s.95-2.42 2.15-2.42 2.17 1.09 2.15 2.42c0 1.33-.94 2.42-2.15 2.42Z"
      />
    </svg>
  );
}

export interface SocialLink {
  href: string;
  /** Accessible name in the bar, visible text in the popup. */
  label: string;
  icon: ReactNode;
}

function useSiteSocialLinks(): SocialLink[] {
  return [
    {
      href: 'https://github.com/web-infra-dev/rslib',
      label: translate({
        id: 'navbar.socialLinks.github',
        message: 'Rslib on GitHub',
        description: 'Accessible name of the GitHub icon link in the navbar',
      }),
      icon: <IconGitHub {...themeIconProps} width={20} height={20} />,
    },
    {
      href: 'https://twitter.com/rspack_dev',
      label: translate({
        id: 'navbar.socialLinks.x',
        message: 'Rspack on X',
        description: 'Accessible name of the X (Twitter) icon link in the navbar',
      }),
      icon: <IconX {...themeIconProps} width={18} height={18} />,
    },
    {
      href: 'https://discord.gg/XsaKEEk4mW',
      label: translate({
        id: 'navbar.socialLinks.discord',
        message: 'Rspack community on Discord',
        description: 'Accessible name of the Discord icon link in the navbar',
      }),
      icon: <DiscordIcon />,
    },
  ];
}

function MoreIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/** The links past the bar's three: a button whose popup opens on hover, click or focus. */
function OverflowLinks({links}: {links: SocialLink[]}): ReactNode {
  const {open, panelId, rootProps, triggerProps} = usePopover();
  const label = translate({
    id: 'navbar.socialLinks.more',
    message: 'More community links',
    description: 'Accessible name of the navbar button that shows the social links not in the bar',
  });
  return (
    <div className={styles.overflow} {...rootProps}>
      <button
        type="button"
        className={styles.socialLink}
        aria-label={label}
        aria-haspopup="dialog"
        {...triggerProps}>
        <MoreIcon />
      </button>
      <div id={panelId} role="dialog" aria-label={label} className={styles.panel} hidden={!open}>
        <ul className={styles.panelLinks}>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                className={styles.panelLink}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer">
                {link.icon}
                <span>{link.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Social links as icon buttons: at most three in the bar, the rest in a hover popup. */
export function SocialLinksBar({links}: {links: SocialLink[]}): ReactNode {
  const {shown, overflow} = splitSocialLinks(links);
  return (
    <div className={styles.socialLinks}>
      {shown.map((link) => (
        <Link
          key={link.href}
          className={styles.socialLink}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}>
          {link.icon}
        </Link>
      ))}
      {overflow.length > 0 && <OverflowLinks links={overflow} />}
    </div>
  );
}

/** The project's social links in the navbar. */
export default function SocialLinks(): ReactNode {
  return <SocialLinksBar links={useSiteSocialLinks()} />;
}
