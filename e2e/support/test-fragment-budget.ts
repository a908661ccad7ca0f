/**
 * The composer's fragment budget on the browser tests' sites (Chromium's and the Firefox smoke's). Two
 * browsers and all six servers share two cores there, so a fragment or a slot can take longer than the
 * production budget (300 ms): a test that expects composed HTML or a slot's content must not get the
 * plain document or a 503 by chance. A test of the budget itself controls both sides of it instead
 * (a remote that never answers, code held until the page's clock has passed the browser's budget).
 */
export const TEST_FRAGMENT_BUDGET_MS = 5_000;
