import { memo } from 'react';
import { serviceBanners } from '../content/hero';
import type { SlideState } from '../hooks/useHeroRotation';
import styles from './Hero.module.css';

/**
 * The hero's background colour for one slide state: the new tab's colour fades in over the old one.
 * An opacity animation of a solid layer runs on the compositor; a background-colour transition of the
 * section would repaint the whole hero on the main thread in every frame of the fade.
 */
export const HeroBackdrop = memo(function HeroBackdrop({ slide }: { slide: SlideState }) {
  const banner = serviceBanners[slide.active] ?? serviceBanners[0];
  const previousBanner = slide.previous === null ? undefined : serviceBanners[slide.previous];
  return (
    <div className={styles.backdrop} aria-hidden="true">
      {previousBanner && <span key={`leaving-${slide.changes}`} style={{ backgroundColor: previousBanner.bgColor }} />}
      {/* The key restarts the fade on every change. */}
      <span
        key={`active-${slide.changes}`}
        className={slide.changes > 0 ? styles.backdropIn : undefined}
        style={{ backgroundColor: banner.bgColor }}
      />
    </div>
  );
});
