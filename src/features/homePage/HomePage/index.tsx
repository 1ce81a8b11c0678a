import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import ThemedImage from '@theme/ThemedImage';
import {
  HERO_IMAGE_SIZE,
  normalizeFeatures,
  normalizeHero,
  type Feature,
  type Hero,
} from '@site/src/features/homePage/homeUtils';
import styles from './styles.module.css';

function HeroImage({image}: {image: NonNullable<Hero['image']>}): ReactNode {
  return (
    <ThemedImage
      className={styles.heroImage}
      sources={{light: useBaseUrl(image.light), dark: useBaseUrl(image.dark)}}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={image.alt}
      width={HERO_IMAGE_SIZE}
      height={HERO_IMAGE_SIZE}
    />
  );
}

export function HomeHero({hero}: {hero: Hero}): ReactNode {
  return (
    <section className={styles.hero}>
      <div className={styles.heroText}>
        <Heading as="h1" className={styles.heroName}>
          <span>{hero.name}</span>
        </Heading>
        {hero.textLines.map((line) => (
          <p key={line} className={styles.heroLine}>
            {line}
          </p>
        ))}
        <p className={styles.tagline}>{hero.tagline}</p>
        {hero.actions.length > 0 && (
          <div className={styles.actions}>
            {hero.actions.map((action) => (
              <Link
                key={action.link}
                to={action.link}
                className={clsx(styles.action, action.theme === 'alt' ? styles.alt : styles.brand)}>
                {action.text}
              </Link>
            ))}
          </div>
        )}
      </div>
      {hero.image && <HeroImage image={hero.image} />}
    </section>
  );
}

function FeatureCard({feature}: {feature: Feature}): ReactNode {
  const body = (
    <>
      {feature.icon && (
        <span className={styles.icon} aria-hidden="true">
          {feature.icon}
        </span>
      )}
      <Heading as="h2" className={styles.featureTitle}>
        {feature.title}
      </Heading>
      {feature.details && <p className={styles.details}>{feature.details}</p>}
    </>
  );
  return (
    <li className={clsx(styles.feature, styles[`span${feature.span}`])}>
      {feature.link ? (
        <Link to={feature.link} className={styles.card}>
          {body}
        </Link>
      ) : (
        <div className={styles.card}>{body}</div>
      )}
    </li>
  );
}

export function HomeFeatures({features}: {features: Feature[]}): ReactNode {
  if (features.length === 0) {
    return null;
  }
  return (
    <ul className={styles.features}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </ul>
  );
}

/**
 * The generic home page type for a doc with `pageType: home`: its
 * front matter `hero` and `features`, validated by `homeUtils`.
 */
export default function HomePage({frontMatter}: {frontMatter: Record<string, unknown>}): ReactNode {
  return (
    <div className={styles.home}>
      <HomeHero hero={normalizeHero(frontMatter.hero)} />
      <HomeFeatures features={normalizeFeatures(frontMatter.features)} />
    </div>
  );
}
