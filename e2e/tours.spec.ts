import { expect, test, type Page } from './support/test.ts';
import { chooseGuests } from './support/travellers.ts';
import { createTour, dayFromToday, unique } from './support/public-data.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

// Issue 4, journey 2: list, search by destination and budget (recomputed only on Search Tours), detail,
// gallery viewer wraps both ways, Book Now without a date shows 'Please select a booking date', with a date
// it asks to confirm the all-in total and goes on to the payment page (issue 12: paying confirms).

test('tour list: search by destination and budget happens only on Search Tours', async ({ page, baseURL }) => {
  const token = unique();
  const cheap = await createTour(baseURL!, { name: `Spiti ${token} Budget Trail`, price: 8000, type: 'mountain' });
  const dear = await createTour(baseURL!, { name: `Spiti ${token} Luxury Trail`, price: 32000, type: 'beach' });

  await page.goto('/tour');
  await expect(page.getByRole('heading', { name: 'Discover Your Perfect Getaway' })).toBeVisible();
  // sections by type, upper-cased
  await expect(page.getByRole('heading', { name: 'MOUNTAIN TOURS' })).toBeVisible();
  await expect(page.getByRole('heading', { name: cheap.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: dear.name })).toBeVisible();

  const search = page.getByRole('search', { name: 'Search tours' });
  const budget = search.getByLabel('Max Budget');
  await expect(budget).toHaveValue('50000');
  await expect(budget).toHaveAttribute('min', '1000');
  await expect(budget).toHaveAttribute('step', '1000');
  await search.getByRole('combobox', { name: 'Destination' }).fill(`spiti ${token}`);
  await budget.fill('10000');
  // nothing changes while typing
  await expect(page.getByRole('heading', { name: dear.name })).toBeVisible();

  await search.getByRole('button', { name: 'Search Tours' }).click();
  await expect(page.getByRole('heading', { name: dear.name })).toBeHidden();
  await expect(page.getByRole('heading', { name: cheap.name })).toBeVisible();

  await budget.fill('5000');
  await search.getByRole('button', { name: 'Search Tours' }).click();
  // an empty result says why and offers ways out: the budget removed, popular destinations
  await expect(page.getByText(`Nothing found for “spiti ${token}”`)).toBeVisible();
  await expect(page.getByText('The filters you chose leave nothing: remove one.')).toBeVisible();
  await page.getByRole('link', { name: /Remove budget/ }).click();
  await expect(page.getByRole('heading', { name: cheap.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: dear.name })).toBeVisible();
});

test('tour detail: gallery viewer wraps both ways; the day plan opens day by day', async ({ page, baseURL }) => {
  const tour = await createTour(baseURL!, { name: `Ladakh Loop ${unique()}` });
  await page.goto(`/tour/${tour._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();

  await page.getByRole('button', { name: 'Open photo 2 of 3' }).click();
  const viewer = page.getByRole('dialog', { name: `${tour.name} photos` });
  await expect(viewer.getByText('Photo 2 of 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByText('Photo 3 of 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByText('Photo 1 of 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(viewer.getByText('Photo 3 of 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Photo 1 of 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Photo 3 of 3')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  const day1 = page.getByRole('button', { name: 'Day 1' });
  const day2 = page.getByRole('button', { name: 'Day 2' });
  await day1.click();
  await expect(day1).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Hotel Snow View')).toBeVisible();
  await expect(day2).toHaveAttribute('aria-expanded', 'false');
  await day2.click();
  await expect(page.getByText('Pangong Tso')).toBeVisible();
  await day1.click();
  await expect(day1).toHaveAttribute('aria-expanded', 'false');
  await expect(day2).toHaveAttribute('aria-expanded', 'true');
});

async function signIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('tour booking: date required, sign in and back with the date kept, confirm, on to the payment @phone', async ({ page, baseURL }) => {
  const tour = await createTour(baseURL!, { name: `Coorg Coffee Trail ${unique()}`, price: 7250 });
  await page.goto(`/tour/${tour._id}`);
  const panel = page.getByRole('form', { name: 'Book this tour' });
  const date = panel.getByLabel('Tour date');
  await expect(date).toHaveAttribute('min', dayFromToday(0));

  await panel.getByRole('button', { name: /^Book Now/ }).click();
  await expect(panel.getByText('Please select a booking date')).toBeVisible();

  await chooseGuests(page, panel.getByTestId('guests-summary'), [{ adults: 2 }]);
  await expect(panel.getByTestId('tour-total')).toHaveText('₹15,225');
  const day = dayFromToday(10);
  await date.fill(day);
  await panel.getByRole('button', { name: /^Book Now/ }).click();

  // signed out: sign in, then back on the same tour with the choice kept
  await page.getByRole('dialog', { name: 'Sign in or book as a guest' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  // a demo traveller of its own: an account holds at most 3 unpaid bookings, and other journeys book as the demo guest
  await signIn(page, 'sneha@travellers.raahi.test');
  await expect(page).toHaveURL(new RegExp(`/tour/${tour._id}`));
  const back = page.getByRole('form', { name: 'Book this tour' });
  await expect(back.getByLabel('Tour date')).toHaveValue(day);
  await expect(back.getByTestId('tour-total')).toHaveText('₹15,225');

  await back.getByRole('button', { name: /^Book Now/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm.getByTestId('tour-confirm-total')).toHaveText('₹15,225.00');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹15,225.00 by UPI' })).toBeVisible();
});

test('tour detail: a missing tour says so', async ({ page }) => {
  await page.goto('/tour/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Tour not found' })).toBeVisible();
  await expect(page.getByText("The tour you're looking for doesn't exist or has been removed.")).toBeVisible();
});

test('tour list: a budget shows as a chip with a clear, and Sort orders each kind of tour by price @phone', async ({ page, request }) => {
  const chips = page.getByRole('group', { name: 'Filters applied' });
  const budget = chips.getByRole('link', { name: 'Remove filter: Up to ₹40,000' });
  await page.goto('/tour?maxPrice=40000');
  await expect(budget).toBeVisible();

  // on a phone the order is a button that opens the choices; wide screens have a select
  const sort = page.getByRole('button', { name: /^Sort: / });
  if (await sort.isVisible()) {
    await sort.click();
    await page.getByRole('dialog', { name: 'Sort by' }).getByRole('button', { name: 'Price: low to high' }).click();
  } else await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
  await expect(page).toHaveURL(/\/tour\?maxPrice=40000&sort=price$/);
  // the tours of each kind in the API's order, the kinds as they first come
  const listed = (await (await request.get('/api/tour?maxPrice=40000&sort=price&limit=100')).json()) as { name: string; type: string }[];
  const kinds = [...new Set(listed.map((x) => x.type.trim().toLowerCase() || 'other'))];
  const expected = kinds.flatMap((k) => listed.filter((x) => (x.type.trim().toLowerCase() || 'other') === k).map((x) => x.name));
  expect(expected.length).toBeGreaterThan(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(expected);

  // the chip's × keeps the order
  await budget.click();
  await expect(page).toHaveURL(/\/tour\?sort=price$/);
  await expect(chips).toHaveCount(0);
});
