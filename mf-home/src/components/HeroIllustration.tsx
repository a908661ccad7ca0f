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

/** The animated picture of one hero tab, drawn in the tab's accent colour. */
export function HeroIllustration({ banner, leaving = false, className }: HeroIllustrationProps) {
  const Drawing = DRAWINGS[banner.svg];
  return (
    <svg
      className={className ? `${styles.svg} ${className}` : styles.svg}
      style={{ '--illustration-accent': banner.color } as CSSProperties}
      viewBox="0 0 400 280"
      role={leaving ? undefined : 'img'}
      aria-label={leaving ? undefined : banner.imageAlt}
      aria-hidden={leaving ? true : undefined}
      focusable="false"
    >
      <Drawing />
    </svg>
  );
}
