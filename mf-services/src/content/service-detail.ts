import { paths } from '@codekade/shared/routes';
import type { IconName } from '@codekade/shared/ui/Icon';
import type { ServiceName } from './service-names';

/** One card in a service detail page's grid. Cards describe; they are not links. */
export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  features: readonly string[];
  /** Where the card lives: the detail page plus the card's anchor. */
  path: string;
}

/** Everything on one service detail page. */
export interface ServiceDetail {
  name: ServiceName;
  /** Page name in the document title and the hero heading. */
  title: string;
  /** Meta description of the page. */
  description: string;
  /** Its card on the overview (/diensten), under the same title; the picture heads its page too. */
  overview: {
    description: string;
    /** The short line under the description, e.g. 'Van concept tot implementatie'. */
    extraInfo: string;
    /** URL of the illustration: `new URL('../../assets/services/<name>.svg', import.meta.url).href`. */
    image: string;
    imageAlt: string;
  };
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
