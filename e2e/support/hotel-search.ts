import type { Page } from '@playwright/test';

/**
 * The hotel results' search form, opened: on a phone the search is a summary line that opens it, on wide
 * screens the form shows. Waits for the page to show one or the other first.
 */
export async function openHotelSearch(page: Page) {
  const form = page.getByRole('search', { name: 'Search hotels' });
  const summary = page.getByTestId('search-summary');
  await summary.or(form).filter({ visible: true }).first().waitFor();
  if ((await summary.isVisible()) && (await summary.getAttribute('aria-expanded')) === 'false') await summary.click();
  await form.waitFor();
  return form;
}
