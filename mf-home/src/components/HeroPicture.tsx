import { whenIdle } from '@codekade/shared/when-idle';
import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { serviceBanners } from '../content/hero';
import type { SlideState } from '../hooks/useHeroRotation';
import { usePauseOffscreen } from '../hooks/usePauseOffscreen';
import styles from './Hero.module.css';
import { HeroIllustration } from './HeroIllustration';

/** How long the other tabs' drawings wait for an idle moment before they are made anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the page has had an idle moment after its start (never on the server nor while hydrating):
 * the other tabs' drawings are made then, so a change only shows a drawing that already exists.
 */
function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), { timeoutMs: IDLE_TIMEOUT_MS }), []);
  return idle;
}

function pictureClassName(slide: SlideState, index: number): string | undefined {
  if (index === slide.active) return slide.changes > 0 ? styles.enteringPicture : undefined;
  return index === slide.previous ? styles.leavingPicture : styles.waitingPicture;
}

/**
 * The hero's picture for one slide state: the outgoing drawing fading out over the incoming one.
 * Every tab's drawing stays made once the page has been idle: a change only swaps their classes (the
 * waiting ones are hidden and hold no animation, so each starts over when it comes in), instead of
 * making a new SVG of some sixty elements in the moments a visitor may tap again.
 * Memoised, so a tap's own render (which passes the previous, deferred state) skips it.
 */
export const HeroPicture = memo(function HeroPicture({ slide }: { slide: SlideState }) {
  const visual = useRef<HTMLDivElement>(null);
  usePauseOffscreen(visual);
  const everyDrawing = useAfterIdle();
  return (
    <div ref={visual} className={styles.visual}>
      {serviceBanners.map((banner, index) => {
        const shown = index === slide.active;
        if (!shown && index !== slide.previous && !everyDrawing) return null;
        return (
          <HeroIllustration
            key={`${banner.id}-${slide.returns[index] ?? 0}`}
            banner={banner}
            hidden={!shown}
            className={pictureClassName(slide, index)}
          />
        );
      })}
    </div>
  );
});
