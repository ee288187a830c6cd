import { expect, test } from './support/test.ts';
import { openHotelSearch } from './support/hotel-search.ts';

// Issue 33's journey on a phone: the name people use, picked from the suggestions while typing, finds the
// city's hotels ('Bangalore' → Bengaluru); the list says what each suggestion is, and the keyboard works it.

test('hotel search: type Bangalore, pick the suggestion, see Bengaluru’s hotels @phone', async ({ page }) => {
  await page.goto('/hotels');
  const form = page.getByRole('search', { name: 'Search hotels' });
  const where = form.getByRole('combobox', { name: 'Location' });
  await where.fill('Bangalore');
  const suggestion = page.getByRole('option', { name: /^Bengaluru · City, Karnataka/ });
  await expect(suggestion).toBeVisible();
  await expect(where).toHaveAttribute('aria-expanded', 'true');
  await suggestion.click();
  await expect(where).toHaveValue('Bengaluru');
  await expect(where).toHaveAttribute('aria-expanded', 'false');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/location=Bengaluru/);
  await expect(page.getByText('Bengaluru, Karnataka', { exact: true }).first()).toBeVisible();

  // an area, by keyboard: its kind and place said, Escape closes, Enter takes the active one (on a phone the
  // search is now a summary line that opens the form)
  await openHotelSearch(page);
  await where.fill('Calang');
  await expect(page.getByRole('option', { name: /^Calangute · Area, Goa/ })).toBeVisible();
  await where.press('Escape');
  await expect(where).toHaveAttribute('aria-expanded', 'false');
  await where.press('ArrowDown');
  await expect(where).toHaveAttribute('aria-activedescendant', /-0$/);
  await where.press('Enter');
  await expect(where).toHaveValue('Calangute');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/location=Calangute/);
  // Goa's hotels, each card naming its area
  await expect(page.getByText('Calangute, Goa', { exact: true }).first()).toBeVisible();
});

test('an empty hotel search says why and offers the nearest places and popular ones @phone', async ({ page }) => {
  await page.goto('/hotels?location=Jaipr');
  await expect(page.getByText('Nothing found for “Jaipr”')).toBeVisible();
  await expect(page.getByText('We know no place, hotel or tour called “Jaipr”.')).toBeVisible();
  await page.getByRole('link', { name: /^Jaipur · City, Rajasthan/ }).click();
  await expect(page).toHaveURL(/location=Jaipur/);
  await expect(page.getByText('Jaipur, Rajasthan', { exact: true }).first()).toBeVisible();
});
