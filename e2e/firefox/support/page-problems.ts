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
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}
