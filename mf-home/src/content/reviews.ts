export interface Review {
  /** The customer's handle. */
  name: string;
  /** Stars out of REVIEW_SCALE. */
  rating: number;
  review: string;
  /** Language of the review text, so screen readers pronounce it correctly. */
  lang: 'en' | 'nl';
}

export const REVIEW_SCALE = 5;

export const reviewsIntro = {
  title: 'Wat klanten zeggen',
  description: 'Ervaringen van ondernemers met wie we mochten samenwerken.',
  previousLabel: 'Vorige review',
  nextLabel: 'Volgende review',
} as const;

/** Screen-reader text of a rating, e.g. '5 van 5 sterren'. */
export function ratingLabel(rating: number): string {
  return `${rating} van ${REVIEW_SCALE} sterren`;
}

/** Label of a slide and of its dot, e.g. 'Review 3 van 8'. */
export function reviewPositionLabel(index: number, total: number): string {
  return `Review ${index + 1} van ${total}`;
}

export const reviews: readonly Review[] = [
  {
    name: '@bakkerij_devries',
    rating: 5,
    lang: 'en',
    review:
      'Our new website finally shows what our bakery is about. Orders through the site doubled within two months, and the team explained every step in plain language.',
  },
  {
    name: '@studio.lotte',
    rating: 5,
    lang: 'en',
    review:
      'They turned a messy set of ideas into a clean, fast portfolio site. Friendly, quick to respond and genuinely interested in my work.',
  },
  {
    name: '@fietsenmaker_amsterdam',
    rating: 5,
    lang: 'en',
    review:
      'The webshop runs smoothly, payments just work and stock syncs with our shop till. Best investment we made this year.',
  },
  {
    name: '@greenleaf_plants',
    rating: 5,
    lang: 'en',
    review:
      'We went from page five to the top three on Google for our main keywords. The SEO reports are clear and actually useful.',
  },
  {
    name: '@janssen.advocaten',
    rating: 5,
    lang: 'nl',
    review:
      'Vanaf het eerste gesprek voelden we ons gehoord. De nieuwe website is professioneel, snel en precies wat we voor ogen hadden. Echte aanraders!',
  },
  {
    name: '@urbanfit_gym',
    rating: 5,
    lang: 'en',
    review:
      'Members can now book classes from their phone in seconds. The booking app was delivered on time and on budget.',
  },
  {
    name: '@coffee.corner.nl',
    rating: 5,
    lang: 'en',
    review:
      'Great communication from start to launch. Small requests are handled the same day, which is rare for an agency.',
  },
  {
    name: '@mila_ceramics',
    rating: 5,
    lang: 'en',
    review:
      'My online store looks beautiful on every device and customers keep complimenting the checkout. I could not be happier.',
  },
];
