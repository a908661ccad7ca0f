import { type ComponentType, type CSSProperties, memo } from 'react';
import type { BannerIllustration, ServiceBanner } from '../content/hero';
import styles from './HeroIllustration.module.css';
import { BrowserIllustration, CartIllustration, SearchIllustration } from './HeroIllustrationScenes';

const DRAWINGS: Record<BannerIllustration, ComponentType> = {
  browser: BrowserIllustration,
  cart: CartIllustration,
  search: SearchIllustration,
};

interface HeroIllustrationProps {
  banner: ServiceBanner;
  /** The outgoing picture of a transition, or one waiting for its tab: hidden from assistive technology. */
  hidden?: boolean;
  className?: string;
}

/**
 * The animated picture of one hero tab, drawn in the tab's accent colour: a stack of SVG layers of
 * one size (HeroIllustrationScenes.tsx), so each piece that moves without end moves on the compositor.
 * Memoised: a change re-renders only the pictures whose part in it changed, and never their drawing.
 */
export const HeroIllustration = memo(function HeroIllustration({
  banner,
  hidden = false,
  className,
}: HeroIllustrationProps) {
  const Drawing = DRAWINGS[banner.svg];
  const shared = {
    className: className ? `${styles.picture} ${className}` : styles.picture,
    style: { '--illustration-accent': banner.color } as CSSProperties,
  };
  return hidden ? (
    <div {...shared} aria-hidden="true">
      <Drawing />
    </div>
  ) : (
    <div {...shared} role="img" aria-label={banner.imageAlt}>
      <Drawing />
    </div>
  );
});
