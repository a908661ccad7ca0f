/**
 * How wide each picture of the portfolio is shown (`sizes`), so a screen picks the narrowest still of
 * its srcset that is sharp at its pixel density. They follow the CSS: the content column is at most
 * 1120 px with 1.25rem gutters (shared Container), the card grid has three columns from 1000 px and
 * two from 640 px (shared Grid); a lone project's card gives its picture 55 % from 700 px; a project
 * page shows its desktop clip in two thirds and its phone clip in one third from 700 px.
 * e2e/tests/finish.spec.ts checks that the picked still is at least as wide as the shown picture.
 */

/** A card in the shared card grid. */
export const GRID_CARD_SIZES = '(max-width: 640px) calc(100vw - 2.5rem), (max-width: 1000px) calc(50vw - 2rem), 360px';

/** The one project of a section, picture beside the text. */
export const WIDE_CARD_SIZES =
  '(min-width: 1160px) 616px, (min-width: 700px) calc(55vw - 1.4rem), calc(100vw - 2.5rem)';

/** A project page's desktop clip (inside a figure with 0.75rem padding). */
export const DETAIL_DESKTOP_SIZES =
  '(min-width: 1160px) 704px, (min-width: 700px) calc(66vw - 3rem), calc(100vw - 4rem)';

/**
 * A project page's phone clip: its 16:10 picture fills a 4:5 frame by height, so it is drawn twice as
 * wide as the frame (the frame is at most 20rem wide on one column).
 */
export const DETAIL_PHONE_SIZES = '(min-width: 1160px) 680px, (min-width: 700px) calc(66vw - 3rem), 40rem';
