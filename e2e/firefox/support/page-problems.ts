import type { Page } from 'puppeteer-core';

/**
 * Collects what a visitor should never cause: uncaught errors, console errors and warnings (React
 * reports hydration mismatches and other mistakes there) and failed responses from the site.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error instanceof Error ? error.message : error}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    // A not-found page answers with its own 404; the route tests check each page's status.
    const notFoundPage = response.status() === 404 && response.request().isNavigationRequest();
    if (response.status() >= 400 && !notFoundPage) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}
