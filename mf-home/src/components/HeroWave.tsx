import { type CSSProperties, memo } from 'react';
import styles from './Hero.module.css';

/**
 * The white wave along the bottom of the hero; it slides sideways to a new crest when the tab changes.
 * Its offset is set on the wave alone, so a change restyles nothing else.
 */
export const HeroWave = memo(function HeroWave({ position }: { position: string }) {
  return (
    <svg
      className={styles.wave}
      style={{ '--wave-position': position } as CSSProperties}
      viewBox="0 0 1200 80"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 46C90 18 210 18 300 44S520 78 620 50 820 6 930 34s200 40 270 8V80H0z" fill="var(--color-surface)" />
    </svg>
  );
});
