import { paths } from '@codekade/shared/routes';
import type { IconName } from '@codekade/shared/ui/Icon';
import type { ServiceName } from './services';

/** One card in a service detail page's grid. Cards describe; they are not links. */
export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  features: readonly string[];
  /** Where the card lives: the detail page plus the card's anchor. */
  path: string;
}

/**
 * The text and picture of one service detail page, loaded for that page alone
 * (service-detail-loads.ts); its title is in its summary (services.ts).
 */
export interface ServiceDetail {
  name: ServiceName;
  /** Meta description of the page. */
  description: string;
  /** URL of the illustration that heads the page: `new URL('../../assets/services/<name>.svg', import.meta.url).href`. */
  picture: string;
  heroLead: string;
  intro: {
    title: string;
    paragraphs: readonly string[];
  };
  cardsTitle: string;
  cards: readonly ServiceCard[];
  callToAction: {
    title: string;
    text: string;
  };
}

/** A card's path: its detail page with the card's anchor, so a card can be linked to directly. */
export function serviceCardPath(name: ServiceName, anchor: string): string {
  return `${paths.service(name)}#${anchor}`;
}

/** The anchor part of a card's path, used as the id of the card's element. */
export function serviceCardAnchor(card: ServiceCard): string {
  return card.path.slice(card.path.indexOf('#') + 1);
}
