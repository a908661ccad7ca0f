import { memo, useRef } from 'react';
import { serviceBanners } from '../content/hero';
import type { SlideState } from '../hooks/useHeroRotation';
import { usePauseOffscreen } from '../hooks/usePauseOffscreen';
import styles from './Hero.module.css';
import { HeroIllustration } from './HeroIllustration';

/**
 * The hero's picture for one slide state: the outgoing drawing fading out over the incoming one.
 * Memoised, so a tap's own render (which passes the previous, deferred state) skips both drawings.
 */
export const HeroPicture = memo(function HeroPicture({ slide }: { slide: SlideState }) {
  const visual = useRef<HTMLDivElement>(null);
  usePauseOffscreen(visual);
  const banner = serviceBanners[slide.active] ?? serviceBanners[0];
  const previousBanner = slide.previous === null ? undefined : serviceBanners[slide.previous];
  return (
    <div ref={visual} className={styles.visual}>
      {previousBanner && (
        <HeroIllustration
          key={`leaving-${slide.changes}`}
          banner={previousBanner}
          leaving
          className={styles.leavingPicture}
        />
      )}
      {/* The key restarts the drawing's animation on every change. */}
      <HeroIllustration
        key={`active-${slide.changes}`}
        banner={banner}
        className={slide.changes > 0 ? styles.enteringPicture : undefined}
      />
    </div>
  );
});
