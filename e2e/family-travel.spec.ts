import { expect, test } from './support/test.ts';
import { createTour, dayFromToday, unique } from './support/public-data.ts';
import { signInAsNewGuest } from './support/sign-in.ts';
import { chooseGuests } from './support/travellers.ts';
import { openHotelSearch } from './support/hotel-search.ts';

// Issue 29, families: a family of two adults with children of 5 and 9 books a tour whose manager priced children
// by age, sees each child's price in the total, and pays; a hotel search with two rooms, one with a child, keeps
// the rooms in the address of the results; the home page's search carries a family's rooms to the results and
// on to a hotel's 'Choose your room'.

test('a family books a tour with two children by age and pays @phone', async ({ page, baseURL }) => {
  await signInAsNewGuest(page, 'Ananya', 'Iyer');
  const tour = await createTour(baseURL!, {
    name: `Munnar Tea Hills ${unique()}`,
    price: 10_000,
    childPrices: [
      { fromAge: 2, toAge: 5, price: 4000 },
      { fromAge: 6, toAge: 11, price: 7500 },
    ],
    singleSupplement: 2500,
  });
  await page.goto(`/tour/${tour._id}`);
  const panel = page.getByRole('form', { name: 'Book this tour' });
  await expect(panel.getByRole('list', { name: 'Prices for children' })).toContainText('Children aged 2–5: ₹4,000 each');
  // one adult alone pays the single room supplement: ₹12,500 + 5 % GST
  await expect(panel.getByTestId('tour-total')).toHaveText('₹13,125');

  await panel.getByLabel('Tour date').fill(dayFromToday(30));
  await chooseGuests(page, panel.getByTestId('guests-summary'), [{ adults: 2, childAges: [5, 9] }]);
  await expect(panel.getByTestId('guests-summary')).toHaveText('2 Adults, 2 Children');
  const lines = panel.getByTestId('tour-price');
  await expect(lines).toContainText('2 adults × ₹10,000');
  await expect(lines).toContainText('1 child aged 2–5 × ₹4,000');
  await expect(lines).toContainText('1 child aged 6–11 × ₹7,500');
  // ₹20,000 + ₹4,000 + ₹7,500 = ₹31,500, + 5 % GST
  await expect(panel.getByTestId('tour-total')).toHaveText('₹33,075');

  await panel.getByRole('button', { name: /^Book Now/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm).toContainText('2 Adults, 2 Children');
  await expect(confirm.getByTestId('tour-confirm-total')).toHaveText('₹33,075.00');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay ₹33,075.00 by UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('payment-result')).toContainText('Paid₹33,075.00');
});

test('a hotel search with two rooms and a child keeps the rooms in the results address @phone', async ({ page }) => {
  await page.goto('/hotel');
  const form = page.getByRole('search', { name: 'Search hotels' });
  await chooseGuests(page, form.getByTestId('guests-summary'), [{ adults: 2 }, { adults: 1, childAges: [7] }]);
  await expect(form.getByTestId('guests-summary')).toHaveText('2 Rooms, 3 Adults, 1 Child');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/hotels\?/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('occupancy')).toEqual(['2', '1:7']);
  // the results page's form shows the same rooms
  await expect(page.getByTestId('guests-summary')).toHaveText('2 Rooms, 3 Adults, 1 Child');
});

test('a family searches hotels from the home page with a child of 5; the results and the hotel page keep the rooms @phone', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Search hotels' });
  await chooseGuests(page, form.getByTestId('guests-summary'), [{ adults: 2, childAges: [5] }]);
  await expect(form.getByTestId('guests-summary')).toHaveText('1 Room, 2 Adults, 1 Child');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/hotels\?/);
  expect(new URL(page.url()).searchParams.getAll('occupancy')).toEqual(['2:5']);
  // on a phone the search is one line that opens the form
  await expect((await openHotelSearch(page)).getByTestId('guests-summary')).toHaveText('1 Room, 2 Adults, 1 Child');

  // a result's page asks its rooms for the same guests, and its picker shows them
  await page.locator('main a[href^="/hotel/"]').first().click();
  await expect(page).toHaveURL(/\/hotel\/[^/?]+\?/);
  expect(new URL(page.url()).searchParams.getAll('occupancy')).toEqual(['2:5']);
  const rooms = page.locator('section', { has: page.getByRole('heading', { name: 'Choose your room' }) });
  await expect(rooms.getByTestId('guests-summary')).toHaveText('1 Room, 2 Adults, 1 Child');
  await expect(rooms.getByTestId('rooms-stay-line')).toBeVisible();

  // a grandparent joins: the rooms are asked again, and the address follows
  await chooseGuests(page, rooms.getByTestId('guests-summary'), [{ adults: 3 }]);
  await rooms.getByRole('button', { name: 'Show rooms' }).click();
  await expect(page).toHaveURL(/occupancy=3%3A5/);
  await expect(rooms.getByTestId('guests-summary')).toHaveText('1 Room, 3 Adults, 1 Child');
});
