import { Container } from '@codekade/shared/ui/Container';
import { type CSSProperties, useDeferredValue } from 'react';
import { heroIntro, heroRotationLabels, heroTiming, serviceBanners } from '../content/hero';
import { useHeroRotation } from '../hooks/useHeroRotation';
import { useTabKeyboard } from '../hooks/useTabKeyboard';
import styles from './Hero.module.css';
import { HeroBackdrop } from './HeroBackdrop';
import { HeroPanel, heroPanelId, heroTabId } from './HeroPanel';
import { HeroPicture } from './HeroPicture';
import { HeroWave } from './HeroWave';
import { RotationToggle } from './RotationToggle';

/**
 * The home hero: a fixed h1 (painted at once, it is the page's largest text) above three rotating
 * service tabs following the WAI-ARIA tabs pattern.
 */
export function Hero() {
  const rotation = useHeroRotation(serviceBanners.length, heroTiming);
  const { onTabKeyDown, tabRef } = useTabKeyboard(serviceBanners.length, rotation.select);
  // A tap's own frame selects its tab and nothing else; everything the change shows (text, colours,
  // wave, picture) follows a moment later in a render of its own, so the tap answers within a frame.
  const shown = useDeferredValue(rotation.slide);
  const shownBanner = serviceBanners[shown.active] ?? serviceBanners[0];
  const hasChanged = shown.changes > 0;
  const activeBanner = serviceBanners[rotation.active] ?? serviceBanners[0];
  // Each colour is set on the few elements that use it, never as an inherited custom property on the
  // whole section: that would restyle every element of the hero (and re-resolve every running
  // animation of its picture) in the tap's frame.
  const tabColours = {
    '--hero-bg': activeBanner.bgColor,
    '--hero-accent': activeBanner.color,
    '--advance-duration': `${heroTiming.autoAdvanceMs}ms`,
  } as CSSProperties;

  return (
    <section className={styles.hero} aria-labelledby="hero-title" {...rotation.pauseHandlers}>
      <HeroBackdrop slide={shown} />
      <Container className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow} style={{ color: shownBanner.color }}>
            {heroIntro.eyebrow}
          </p>
          <h1 id="hero-title" className={styles.title}>
            {heroIntro.title}
          </h1>
          <div className={styles.controls} style={tabColours}>
            <div role="tablist" aria-label={heroIntro.tabListLabel} className={styles.tabList}>
              {serviceBanners.map((banner, index) => {
                const selected = index === rotation.active;
                return (
                  <button
                    key={banner.id}
                    ref={tabRef(index)}
                    id={heroTabId(banner.id)}
                    type="button"
                    role="tab"
                    aria-selected={selected}
                    aria-controls={heroPanelId(banner.id)}
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
            {serviceBanners.map((banner, index) => (
              <HeroPanel
                key={banner.id}
                banner={banner}
                isActive={index === shown.active}
                isLeaving={index === shown.previous}
                hasChanged={hasChanged}
              />
            ))}
          </div>
        </div>
        <HeroPicture slide={shown} />
      </Container>
      <HeroWave position={shownBanner.wavePosition} />
    </section>
  );
}
