import type { Page } from '@playwright/test';

/** Console errors and uncaught exceptions of the page (a hydration mismatch shows up as one). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Remembers the server's <h1> before any script runs, to check later that React adopted it rather than replacing it. */
export async function markServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('#root h1')?.setAttribute('data-from-server', '');
    });
  });
}
