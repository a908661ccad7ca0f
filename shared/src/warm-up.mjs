// @ts-check
/**
 * The page's idle warm-up (the shell loads every other area's code once the page has loaded and the
 * browser is idle, docs/app-start.md): the user-timing mark it sets as it starts. What a page fetches
 * after it is for the next page, so `npm run bench` counts a page's first-load bytes up to it. Plain
 * JavaScript, so the bench reads it too.
 */
export const WARM_UP_MARK = 'codekade:warm-up';
