import { expect, test, type Page } from './support/test.ts';
import { baseCabIn, createCab, dayFromToday, unique } from './support/public-data.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

// Issue 4, journey 4: /c with filters, BOOK NOW, trip details, Confirm Your Booking, then the payment page (issue 12:
// paying confirms); Back finds the trip kept, and the same cab at the same time is held for the first booking.

async function signIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    return page.getByRole('dialog', { name: 'Filters' }).getByRole('form', { name: 'Cab filters' });
  }
  return page.getByRole('complementary', { name: 'Filters' }).getByRole('form', { name: 'Cab filters' });
}

test('cab: filters in the /c query, BOOK NOW, trip details, sign in and back, confirm, booking confirmed @phone', async ({
  page,
  baseURL,
}) => {
  const token = unique();
  const cab = await createCab(baseURL!, {
    model: `Toyota Fortuner ${token}`,
    type: 'SUV',
    fuelType: 'Diesel',
    seats: 7,
    discountedPrice: 3000,
    taxes: 5,
  });
  const hatch = await createCab(baseURL!, {
    model: `Maruti Swift ${token}`,
    type: 'Hatchback',
    fuelType: 'Petrol',
    seats: 4,
    discountedPrice: 1500,
    taxes: 5,
  });
  // a trip search lists the cars based where it starts (the hatch too, so that the filters are what hides it)
  await baseCabIn(baseURL!, cab._id, 'delhi');
  await baseCabIn(baseURL!, hatch._id, 'delhi');
  // the spec's booking of a car without a base city: its flat fare, whatever the route
  const flat = await createCab(baseURL!, {
    model: `Toyota Innova ${token}`,
    type: 'SUV',
    fuelType: 'Diesel',
    seats: 7,
    discountedPrice: 3000,
    taxes: 5,
  });
  const day = dayFromToday(20);

  await page.goto(`/c?sourceLocation=Delhi&destLocation=Jaipur&date=${day}&hours=9&minutes=30`);
  await expect(page.getByTestId('trip-summary')).toContainText('Delhi → Jaipur');
  const filters = await openFilters(page);
  await filters.getByLabel('SUV').check();
  await filters.getByLabel('Diesel').check();
  await filters.getByLabel('7 seats').check();
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/type=SUV&fuelType=Diesel&seats=7/);
  await expect(page).toHaveURL(/sourceLocation=Delhi/);
  await expect(page.getByRole('heading', { name: cab.model })).toBeVisible();
  await expect(page.getByRole('heading', { name: hatch.model })).toHaveCount(0);

  // 280 km × ₹10 + 5 % GST: the total for this trip, as the review will charge it
  await expect(page.getByRole('article').filter({ hasText: cab.model })).toContainText('₹2,940');
  await page.getByRole('link', { name: `BOOK NOW: ${cab.model}` }).click();
  await expect(page).toHaveURL(new RegExp(`/cab/booking/${cab._id}`));
  await expect(page.getByRole('heading', { name: cab.model })).toBeVisible();

  await page.goto(`/cab/booking/${flat._id}?pickupLocation=Delhi&dropoffLocation=Jaipur&pickupTime=${day}T09:30`);
  await expect(page.getByRole('heading', { name: flat.model })).toBeVisible();
  await expect(page.getByLabel('Pickup Location')).toHaveValue('Delhi');
  await expect(page.getByLabel('Drop-off Location')).toHaveValue('Jaipur');
  await expect(page.getByLabel('Pickup Date and Time')).toHaveValue(`${day}T09:30`);
  await expect(page.getByTestId('cab-total')).toHaveText('₹3,150.00');
  await page.getByLabel('Pickup Location').fill('Connaught Place, Delhi');
  await page.getByLabel(/Pay 20% now/).check();
  // the part payment, as the server will store it: the cab's 20 % advance now, the rest to the driver
  await expect(page.getByText('₹630.00 now · ₹2,520.00 to the driver')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Now · ₹630.00' })).toBeVisible();

  // signed out: sign in and come back with the trip kept
  await page.getByRole('button', { name: /^Book Now/ }).click();
  await page.getByRole('dialog', { name: 'Sign in or book as a guest' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  // a demo traveller of its own: an account holds at most 3 unpaid bookings, and other journeys book as the demo guest
  await signIn(page, 'rahul@travellers.raahi.test');
  await expect(page).toHaveURL(new RegExp(`/cab/booking/${flat._id}`));
  await expect(page.getByLabel('Pickup Location')).toHaveValue('Connaught Place, Delhi');
  await expect(page.getByLabel(/Pay 20% now/)).toBeChecked();

  await page.getByRole('button', { name: /^Book Now/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm.getByText(flat.model)).toBeVisible();
  await expect(confirm.getByText('Connaught Place, Delhi')).toBeVisible();
  await expect(confirm.getByTestId('cab-confirm-total')).toHaveText('₹3,150.00');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: /^Book Now/ }).click();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/cab/booking/create') && r.method() === 'POST');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  // the page sends no total: the server prices the trip
  expect((await sent).postDataJSON()).not.toHaveProperty('totalAmount');

  // paying confirms: the test gateway's checkout, for the 20 % advance
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹630.00 by UPI' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Pickup Location')).toHaveValue('Connaught Place, Delhi');
  await expect(page.getByLabel(/Pay 20% now/)).toBeChecked();

  // the same cab at the same time is held for that booking: the server's message, the dialog stays open
  await page.getByRole('button', { name: /^Book Now/ }).click();
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(confirm.getByRole('alert')).toContainText('This cab is already booked at that time');
  await expect(confirm).toBeVisible();
});

test('cab list: the empty and error states', async ({ page }) => {
  await page.goto('/c?seats=60');
  await expect(page.getByText('No cabs available matching your filters')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to see more options')).toBeVisible();
  await page.goto('/c?seats=many');
  await expect(page.getByRole('alert')).toHaveText(/Failed to load available cabs\. Please try again later\./);
});

test('cab list: the Filters button counts the filters applied, each shows as a chip with a clear, and Sort orders the list @phone', async ({
  page,
  baseURL,
  request,
}) => {
  const token = unique();
  for (const [model, price] of [
    [`Tata Nexon ${token}`, 1800],
    [`Mahindra XUV700 ${token}`, 4200],
  ] as const)
    await createCab(baseURL!, { model, type: 'SUV', fuelType: 'Diesel', seats: 5, discountedPrice: price, taxes: 5 });
  const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
  const chips = page.getByRole('group', { name: 'Filters applied' });
  const models = async (query: string) =>
    ((await (await request.get(`/api/cab?${query}&page=1&limit=12`)).json()) as { model: string }[]).map((c) => c.model);

  await page.goto('/c?type=SUV&fuelType=Diesel&seats=5');
  await expect(chips.getByRole('link', { name: /^Remove filter: / })).toHaveText(['×', '×', '×']);
  await expect(chips.getByRole('link', { name: 'Remove filter: 5 seats' })).toBeVisible();
  // the Filters button is the phone's (wide screens show the filters beside the list)
  const phone = await filtersButton.isVisible();
  if (phone) await expect(filtersButton).toContainText('3');

  // on a phone the order is a button that opens the choices; wide screens have a select
  if (phone) {
    await page.getByRole('button', { name: /^Sort: / }).click();
    await page.getByRole('dialog', { name: 'Sort by' }).getByRole('button', { name: 'Price: high to low' }).click();
  } else await page.getByRole('combobox', { name: 'Sort by' }).selectOption('-price');
  await expect(page).toHaveURL(/sort=-price/);
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
    await models('type=SUV&fuelType=Diesel&seats=5&sort=-price'),
  );

  // a chip's × keeps the other filters and the order; Clear all keeps the order
  await chips.getByRole('link', { name: 'Remove filter: Diesel' }).click();
  await expect(page).toHaveURL(/\/c\?type=SUV&seats=5&sort=-price$/);
  if (phone) await expect(filtersButton).toContainText('2');
  await chips.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/c\?sort=-price$/);
  await expect(chips).toHaveCount(0);
  if (phone) await expect(filtersButton).toHaveText('Filters');
});
