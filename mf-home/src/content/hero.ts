import { paths } from '@codekade/shared/routes';
import { siteConfig } from '@codekade/shared/site-config';

/** Which drawn illustration a hero tab shows (the original used an animated gif plus an svg). */
export type BannerIllustration = 'browser' | 'cart' | 'search';

/** One tab of the home hero: a service the agency offers, with its own colours and illustration. */
export interface ServiceBanner {
  id: string;
  /** Tab label. */
  name: string;
  /** Accent colour (buttons, highlights); white text on it must stay readable (AA). */
  color: string;
  /** Hero background while this tab is active. */
  bgColor: string;
  /** Service page the tab links to. */
  link: string;
  /** Text of that link; unique per tab so screen-reader link lists stay clear. */
  linkLabel: string;
  title: string;
  description: string;
  /** Horizontal offset of the decorative wave at the bottom of the hero, so it moves between tabs. */
  wavePosition: string;
  svg: BannerIllustration;
  /** Text alternative of the illustration. */
  imageAlt: string;
}

export const heroIntro = {
  eyebrow: 'Webbureau uit Amsterdam',
  /** The site's tagline (site config), which the share image shows too. */
  title: siteConfig.tagline,
  tabListLabel: 'Wat we bouwen',
} as const;

export const serviceBanners: readonly [ServiceBanner, ...ServiceBanner[]] = [
  {
    id: 'websites',
    name: 'Websites',
    color: '#1d4ed8',
    bgColor: '#eff6ff',
    link: paths.service('webontwikkeling'),
    linkLabel: 'Meer over webontwikkeling',
    title: 'Websites die voor je werken',
    description:
      'Snelle, toegankelijke websites op maat die je verhaal helder vertellen en bezoekers omzetten in klanten.',
    wavePosition: '0%',
    svg: 'browser',
    imageAlt: 'Een browservenster waarin een website blok voor blok wordt opgebouwd.',
  },
  {
    id: 'webshops',
    name: 'Webshops',
    color: '#047857',
    bgColor: '#ecfdf5',
    link: paths.service('webshops'),
    linkLabel: 'Meer over webshops',
    title: 'Webshops die verkopen',
    description:
      'Een webshop met soepele betalingen, slimme koppelingen en een checkout die klanten moeiteloos afronden.',
    wavePosition: '-33%',
    svg: 'cart',
    imageAlt: 'Een winkelwagen waarin producten vallen, met een stijgende omzetlijn.',
  },
  {
    id: 'seo',
    name: 'SEO',
    color: '#6d28d9',
    bgColor: '#f5f3ff',
    link: paths.service('seo'),
    linkLabel: 'Meer over SEO',
    title: 'Gevonden worden in Google',
    description:
      'Technische SEO, sterke content en snelle laadtijden: zo klim je in de zoekresultaten en vinden klanten jou eerst.',
    wavePosition: '-66%',
    svg: 'search',
    imageAlt: 'Een vergrootglas boven zoekresultaten, met een staafdiagram dat omhoog groeit.',
  },
];

/** Timing of the hero rotation: a tab every 5 s, and a 10 s pause after the visitor picks one. */
export const heroTiming = {
  autoAdvanceMs: 5000,
  manualPauseMs: 10000,
  /** How long the previous tab stays on screen while the new one comes in. */
  transitionMs: 600,
} as const;

export const heroRotationLabels = {
  pause: 'Automatisch wisselen pauzeren',
  resume: 'Automatisch wisselen hervatten',
} as const;
