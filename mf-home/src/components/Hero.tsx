import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import { Container } from '@codekade/shared/ui/Container';
import { type CSSProperties, useDeferredValue, useRef } from 'react';
import { heroIntro, heroRotationLabels, heroTiming, serviceBanners } from '../content/hero';
import { useHeroRotation } from '../hooks/useHeroRotation';
import { usePauseOffscreen } from '../hooks/usePauseOffscreen';
import { useTabKeyboard } from '../hooks/useTabKeyboard';
import styles from './Hero.module.css';
import { HeroIllustration } from './HeroIllustration';
import { HeroWave } from './HeroWave';
import { RotationToggle } from './RotationToggle';

const tabId = (id: string) => `hero-tab-${id}`;
const panelId = (id: string) => `hero-panel-${id}`;

function panelClassName(isActive: boolean, isLeaving: boolean, hasChanged: boolean): string | undefined {
  if (isActive)
    return hasChanged ? `${styles.panel} ${styles.active} ${styles.entering}` : `${styles.panel} ${styles.active}`;
  return isLeaving ? `${styles.panel} ${styles.leaving}` : styles.panel;
}

/**
 * The home hero: a fixed h1 (painted at once, it is the page's largest text) above three rotating
 * service tabs following the WAI-ARIA tabs pattern.
 */
export function Hero() {
  const rotation = useHeroRotation(serviceBanners.length, heroTiming);
  const { onTabKeyDown, tabRef } = useTabKeyboard(serviceBanners.length, rotation.select);
  const activeBanner = serviceBanners[rotation.active] ?? serviceBanners[0];
  const hasChanged = rotation.changes > 0;
  // The drawing follows a moment later, in a render of its own: a tap paints its tab and text first,
  // then the heavier picture (a new SVG and its animations), so the tap answers within a frame.
  const picture = useDeferredValue(rotation.slide);
  const visual = useRef<HTMLDivElement>(null);
  usePauseOffscreen(visual);
  const pictureBanner = serviceBanners[picture.active] ?? serviceBanners[0];
  const previousBanner = picture.previous === null ? undefined : serviceBanners[picture.previous];

  const heroStyle = {
    '--hero-bg': activeBanner.bgColor,
    '--hero-accent': activeBanner.color,
    '--wave-position': activeBanner.wavePosition,
    '--advance-duration': `${heroTiming.autoAdvanceMs}ms`,
  } as CSSProperties;

  return (
    <section className={styles.hero} style={heroStyle} aria-labelledby="hero-title" {...rotation.pauseHandlers}>
      <Container className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{heroIntro.eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>
            {heroIntro.title}
          </h1>
          <div className={styles.controls}>
            <div role="tablist" aria-label={heroIntro.tabListLabel} className={styles.tabList}>
              {serviceBanners.map((banner, index) => {
                const selected = index === rotation.active;
                return (
                  <button
                    key={banner.id}
                    ref={tabRef(index)}
                    id={tabId(banner.id)}
                    type="button"
                    role="tab"
                    aria-selected={selected}
                    aria-controls={panelId(banner.id)}
                    tabIndex={selected ? 0 : -1}
                    className={styles.tab}
                    onClick={() => rotation.select(index)}
                    onKeyDown={(event) => onTabKeyDown(event, index)}
                  >
                    {banner.name}
                    {/* Remounted on every change and every resume, so the bar always shows the time left. */}
                    {selected && rotation.rotating && (
                      <span key={rotation.changes} className={styles.progress} aria-hidden="true" />
                    )}
                  </button>
                );
              })}
            </div>
            {!rotation.reducedMotion && (
              <RotationToggle
                stopped={rotation.stopped}
                onToggle={rotation.toggleStopped}
                labels={heroRotationLabels}
              />
            )}
          </div>
          {/* All panels share one grid cell, so the hero keeps the height of the longest text: no layout shift. */}
          <div className={styles.panels}>
            {serviceBanners.map((banner, index) => {
              const isActive = index === rotation.active;
              const isLeaving = index === rotation.previous;
              return (
                <div
                  key={banner.id}
                  id={panelId(banner.id)}
                  role="tabpanel"
                  aria-labelledby={tabId(banner.id)}
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
            })}
          </div>
        </div>
        <div ref={visual} className={styles.visual}>
          {previousBanner && (
            <HeroIllustration
              key={`leaving-${picture.changes}`}
              banner={previousBanner}
              leaving
              className={styles.leavingPicture}
            />
          )}
          {/* The key restarts the drawing's animation on every change. */}
          <HeroIllustration
            key={`active-${picture.changes}`}
            banner={pictureBanner}
            className={picture.changes > 0 ? styles.enteringPicture : undefined}
          />
        </div>
      </Container>
      <HeroWave />
    </section>
  );
}
