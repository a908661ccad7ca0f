import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { type CSSProperties, memo } from 'react';
import type { ServiceBanner } from '../content/hero';
import styles from './Hero.module.css';

export const heroTabId = (id: string) => `hero-tab-${id}`;
export const heroPanelId = (id: string) => `hero-panel-${id}`;

function panelClassName(isActive: boolean, isLeaving: boolean, hasChanged: boolean): string | undefined {
  if (isActive)
    return hasChanged ? `${styles.panel} ${styles.active} ${styles.entering}` : `${styles.panel} ${styles.active}`;
  return isLeaving ? `${styles.panel} ${styles.leaving}` : styles.panel;
}

interface HeroPanelProps {
  banner: ServiceBanner;
  isActive: boolean;
  isLeaving: boolean;
  hasChanged: boolean;
}

/** One tab's text and link; memoised, so a change re-renders only the panels it shows or hides. */
export const HeroPanel = memo(function HeroPanel({ banner, isActive, isLeaving, hasChanged }: HeroPanelProps) {
  return (
    <div
      id={heroPanelId(banner.id)}
      role="tabpanel"
      aria-labelledby={heroTabId(banner.id)}
      aria-hidden={isActive ? undefined : true}
      inert={!isActive}
      className={panelClassName(isActive, isLeaving, hasChanged)}
      style={{ '--button-color': banner.color } as CSSProperties}
    >
      {/* A section's h2 at the h2 size: one size per heading level on every page. */}
      <h2>{banner.title}</h2>
      <p className={styles.description}>{banner.description}</p>
      <ButtonLink to={banner.link}>
        {banner.linkLabel}
        <span aria-hidden="true">→</span>
      </ButtonLink>
    </div>
  );
});
