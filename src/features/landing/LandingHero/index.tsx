import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {STAR_POSITIONS, starSize} from '@site/src/features/landing/starFieldUtils';
import {useStarField} from '@site/src/features/landing/useStarField';
import styles from './styles.module.css';

/** The landing hero's props: texts, logo, the two buttons, stars (off by default) and the oval glow (on by default). */
export interface LandingHeroProps {
  title?: string;
  subTitle?: string;
  description?: string;
  logoUrl?: string;
  getStartedButtonText?: string;
  learnMoreButtonText?: string;
  showStars?: boolean;
  showOvalBg?: boolean;
  /** Where "Get Started" leads; rendered as a client-side link when set. */
  getStartedLink?: string;
  onClickGetStarted?: () => void;
  onClickLearnMore?: () => void;
  /** When set, the secondary button is a link to this repository. */
  githubURL?: string;
  githubLabel?: string;
}

/**
 * One star, placed by SVG attributes (percentages of the field) rather than
 * an inline style; the group is what the star field moves.
 */
function Star({index, top, left}: {index: number; top: number; left: number}): ReactNode {
  const size = starSize(index);
  return (
    <g
      data-star=""
      data-top={top}
      data-left={left}
      className={styles.star}
      filter="url(#landing-star-blur)">
      <svg
        x={`${left}%`}
        y={`${top}%`}
        width={size}
        height={size}
        viewBox="0 0 8 9"
        overflow="visible">
        <circle cx="4" cy="4.5" r="4" fill="url(#landing-star-gradient)" />
      </svg>
    </g>
  );
}

function StarDefinitions(): ReactNode {
  return (
    <defs>
      <radialGradient id="landing-star-gradient">
        <stop offset="0" stopColor="#FF8B00" />
        <stop offset="0.4" stopColor="#F2A65A" />
        <stop offset="0.7" stopColor="#FFB966" />
        <stop offset="1" stopColor="#FF8B00" stopOpacity="0" />
      </radialGradient>
      {/* A region wide enough for the blur around a few-pixel star. */}
      <filter id="landing-star-blur" x="-100%" y="-100%" width="300%" height="300%">
        <feGaussianBlur stdDeviation="2" />
      </filter>
    </defs>
  );
}

function GitHubIcon(): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 0a8 8 0 0 0-2.53 15.59c.4.07.55-.17.55-.38v-1.35c-2.23.48-2.7-1.07-2.7-1.07-.36-.93-.89-1.17-.89-1.17-.73-.5.05-.49.05-.49.8.06 1.23.83 1.23.83.71 1.23 1.88.87 2.34.66.07-.52.28-.87.5-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.83-2.15-.09-.2-.36-1.02.08-2.12 0 0 .67-.22 2.2.82a7.6 7.6 0 0 1 4 0c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.28.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48v2.2c0 .21.15.46.55.38A8 8 0 0 0 8 0Z"
      />
    </svg>
  );
}

/**
 * The landing page's hero: logo with its oval glow, title, subtitle,
 * description, two buttons, and an optional star field that follows the
 * pointer. A reimplementation of the Rstack hero without remote assets.
 */
export default function LandingHero({
  title = 'Rspack',
  subTitle = 'The fast Rust-based web bundler',
  description = 'Seamlessly replace webpack with compatible API',
  logoUrl = '/img/rstack/rspack.svg',
  getStartedButtonText = 'Get Started',
  learnMoreButtonText = 'Learn More',
  showStars = false,
  showOvalBg = true,
  getStartedLink,
  onClickGetStarted,
  onClickLearnMore,
  githubURL,
  githubLabel = 'GitHub',
}: LandingHeroProps): ReactNode {
  const {containerRef, onMouseMove, onMouseLeave} = useStarField(showStars);
  return (
    <section className={styles.hero} onMouseMove={onMouseMove} onMouseLeave={onMouseLeave}>
      <div className={styles.innerHero} ref={containerRef}>
        {showStars && (
          <svg
            className={styles.stars}
            width="100%"
            height="100%"
            data-testid="star-field"
            aria-hidden="true"
            focusable="false">
            <StarDefinitions />
            {STAR_POSITIONS.map(([top, left], index) => (
              <Star key={index} index={index} top={top} left={left} />
            ))}
          </svg>
        )}
        <div className={styles.logoContainer}>
          {showOvalBg && <div className={styles.oval} data-testid="hero-oval" />}
          <img className={styles.logo} src={logoUrl} alt="" width={180} height={180} />
        </div>
        <Heading as="h1" className={styles.title}>
          <span>{title}</span>
        </Heading>
        <p className={styles.subTitle}>{subTitle}</p>
        <p className={styles.description}>{description}</p>
        <div className={styles.buttons}>
          {getStartedLink ? (
            <Link
              className={clsx(styles.button, styles.primary)}
              to={getStartedLink}
              onClick={onClickGetStarted}>
              {getStartedButtonText}
            </Link>
          ) : (
            <button
              type="button"
              className={clsx(styles.button, styles.primary)}
              onClick={onClickGetStarted}>
              {getStartedButtonText}
            </button>
          )}
          {githubURL ? (
            <Link
              className={clsx(styles.button, styles.secondary)}
              href={githubURL}
              target="_blank"
              rel="noopener noreferrer">
              <GitHubIcon />
              {githubLabel}
            </Link>
          ) : (
            <button
              type="button"
              className={clsx(styles.button, styles.secondary)}
              onClick={onClickLearnMore}>
              {learnMoreButtonText}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
