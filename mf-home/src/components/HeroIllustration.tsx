import type { CSSProperties, ReactNode } from 'react';
import type { BannerIllustration, ServiceBanner } from '../content/hero';
import styles from './HeroIllustration.module.css';
import { BrowserIllustration, CartIllustration, SearchIllustration } from './HeroIllustrationScenes';

const DRAWINGS: Record<BannerIllustration, () => ReactNode> = {
  browser: BrowserIllustration,
  cart: CartIllustration,
  search: SearchIllustration,
};

interface HeroIllustrationProps {
  banner: ServiceBanner;
  /** The outgoing picture of a transition: hidden from assistive technology. */
  leaving?: boolean;
  className?: string;
}

/**
 * The animated picture of one hero tab, drawn in the tab's accent colour: a stack of SVG layers of
 * one size (HeroIllustrationScenes.tsx), so each piece that moves without end moves on the compositor.
 */
export function HeroIllustration({ banner, leaving = false, className }: HeroIllustrationProps) {
  const Drawing = DRAWINGS[banner.svg];
  const shared = {
    className: className ? `${styles.picture} ${className}` : styles.picture,
    style: { '--illustration-accent': banner.color } as CSSProperties,
  };
  return leaving ? (
    <div {...shared} aria-hidden="true">
      <Drawing />
    </div>
  ) : (
    <div {...shared} role="img" aria-label={banner.imageAlt}>
      <Drawing />
    </div>
  );
}
