// Back-office journeys for listings and their bookings: hotels, cabs, booking status changes.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { signInAs, signInWithRequest } from './support/sign-in.ts';

// a small real PNG (the upload re-encodes it to WebP)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAAJElEQVR42mMQ6WmiKWIYtWDUglELRi0YtWDUglELRi0YGhYAAG7VZi7U8FqfAAAAAElFTkSuQmCC',
  'base64',
);

/** A form field by its label; required fields' labels end in a decorative ' *'. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

const dayFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

test('an admin adds a hotel with an uploaded picture and visitors find it', async ({ page }) => {
  const tag = String(Date.now()).slice(-6);
  const name = `Lakeside Bamboo Retreat ${tag}`;
  const location = `Ziro Valley ${tag}, Arunachal Pradesh`;
  await signInAs(page, 'admin@raahi.test');
  await page.goto('/admin/hotel/addhotel');
  await expect(page.getByRole('heading', { name: 'Add Hotel', level: 1 })).toBeVisible();

  const fill = (label: string, value: string) => field(page, label).fill(value);
  await fill('Hotel Name', name);
  await fill('Location', location);
  await fill('Distance', '2 km from Ziro market');
  await fill('Category', 'Nature');
  await fill('Property Type', 'Resort');
  await fill('Star Category', '3');
  // the rating and review count come from guests' reviews: an admin's form has no field for them either
  await expect(field(page, 'Rating')).toHaveCount(0);
  await expect(field(page, 'Review Count')).toHaveCount(0);
  await fill('Price per night (₹)', '3450');
  await fill('Taxes and fees per night (₹)', '414');
  await fill('Rooms', '6');
  await fill('Price Highlight', 'Free cancellation till 24 hours before check-in');
  await fill('Price Text', '₹3,450');
  await fill('Price Location', location);
  await fill('Description', 'Bamboo cottages among the rice fields of the Apatani plateau.');
  await page.getByLabel('New entry for Amenities').fill('Bonfire');
  await page.getByRole('button', { name: 'Add to Amenities' }).click();
  await expect(page.getByRole('list', { name: 'Amenities' }).getByText('Bonfire')).toBeVisible();
  for (const section of [
    'Room details and amenities',
    'Food and dining',
    'Location and surroundings',
    'Activities and nearby attractions',
  ]) {
    await fill(`${section} title`, section);
  }
  await field(page, 'Cover Image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Chosen picture for Cover Image' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Hotel' }).click();
  await expect(page.getByText('Hotel added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/hotel\/allhotel$/);

  // the stored hotel has the uploaded picture
  const [hotel] = await json<{ _id: string; name: string; imageUrl: string }[]>(
    await page.request.get(`/api/hotel?location=${encodeURIComponent(`Ziro Valley ${tag}`)}`),
  );
  expect(hotel?.name).toBe(name);
  expect(hotel!.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.webp$/);

  // visitors see it on its page and in the search by its location
  await page.goto(`/hotel/${hotel!._id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.locator(`img[src="${hotel!.imageUrl}"]`).first()).toBeVisible();
  await page.goto(`/hotels?location=${encodeURIComponent(`Ziro Valley ${tag}`)}`);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('the hotel owner confirms a visitor booking and the visitor sees Confirmed', async ({ page, request, browser }) => {
  const owner = await signInAs(page, 'hotel@raahi.test');
  const hotel = await json<{ _id: string; name: string }>(await page.request.get(`/api/hotel/user/${owner._id}`));

  await signInWithRequest(request, 'user@raahi.test');
  const booking = await json<{ _id: string; reference: string; status: string }>(
    await request.post('/api/booking/create', {
      data: { hotel: hotel._id, roomCount: 1, checkInDate: dayFromNow(40), checkOutDate: dayFromNow(42) },
    }),
  );
  expect(booking.status).toBe('Pending');

  await page.goto('/admin/hotel/bookings');
  await page.getByLabel('Search').fill(booking.reference);
  await expect(page.getByText('Showing 1 bookings')).toBeVisible();
  const status = page.getByLabel(`Change status of booking ${booking.reference}`, { exact: false });
  await expect(status).toHaveValue('Pending');
  await expect(status.locator('option')).toHaveText(['Pending', 'Confirmed', 'Cancelled']);
  await status.selectOption('Confirmed');
  await expect(page.getByText(`Booking ${booking.reference} status updated to Confirmed`)).toBeVisible();
  await expect(status).toHaveValue('Confirmed');
  // only the moves the server allows: a confirmed booking cannot go back to Pending
  await expect(status.locator('option')).toHaveText(['Confirmed', 'Cancelled']);

  // the visitor's dashboard
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const vp = await visitor.newPage();
  await signInAs(vp, 'user@raahi.test');
  await vp.goto('/user');
  await expect(vp.getByText(hotel.name).first()).toBeVisible();
  await expect(vp.getByRole('main')).toContainText('Confirmed');
  await visitor.close();
});

test("the hotel owner's form has no rating or review count, and saving it keeps the reviews' figures", async ({ page }) => {
  const owner = await signInAs(page, 'hotel@raahi.test');
  const before = await json<{ _id: string; rating: number; reviewCount: number; hotelPriceHighlight: string }>(
    await page.request.get(`/api/hotel/user/${owner._id}`),
  );
  await page.goto('/admin/hotel/user');
  await expect(field(page, 'Hotel Name')).toBeVisible();
  await expect(field(page, 'Rating')).toHaveCount(0);
  await expect(field(page, 'Review Count')).toHaveCount(0);
  await expect(page.getByLabel('Featured')).toHaveCount(0);
  await field(page, 'Price Highlight').fill(`${before.hotelPriceHighlight} `);
  await page.getByRole('button', { name: 'Update Hotel' }).click();
  await expect(page.getByText('Hotel updated successfully')).toBeVisible();
  const after = await json<{ rating: number; reviewCount: number }>(await page.request.get(`/api/hotel/${before._id}`));
  expect([after.rating, after.reviewCount]).toEqual([before.rating, before.reviewCount]);
});

test('a cab owner who opens another cab edit page is refused', async ({ page }) => {
  const owner = await signInAs(page, 'cab@raahi.test');
  const cabs = await json<{ _id: string; ownerId: string | null }[]>(await page.request.get('/api/cab?limit=50'));
  const other = cabs.find((c) => c.ownerId !== owner._id);
  expect(other).toBeTruthy();
  await page.goto(`/admin/cab/edit/${other!._id}`);
  await expect(page.getByText('You can only edit your own cab')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  // their own cab opens for editing
  await page.getByRole('link', { name: 'Edit my cab' }).click();
  await expect(field(page, 'Cab Model')).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
});

test('the cab owner changes a booking status in their table @phone', async ({ page, request }) => {
  const owner = await signInAs(page, 'cab@raahi.test');
  const cab = await json<{ _id: string }>(await page.request.get(`/api/cab/user/${owner._id}`));
  // a demo traveller of its own: an account holds at most 3 unpaid bookings, and other journeys book as the demo guest
  await signInWithRequest(request, 'arjun@travellers.raahi.test');
  const hours = test.info().project.name === 'phone' ? 50 : 30;
  const booking = await json<{ _id: string; reference: string }>(
    await request.post('/api/cab/booking/create', {
      data: {
        cab: cab._id,
        pickupLocation: 'Dabolim Airport, Goa',
        dropoffLocation: 'Palolem Beach, Goa',
        pickupTime: `${dayFromNow(hours)}T09:30`,
      },
    }),
  );

  await page.goto('/admin/cab/booking');
  await page.getByLabel('Search').fill(booking.reference);
  await expect(page.getByText('Showing 1 bookings')).toBeVisible();
  await expect(page.getByText('Dabolim Airport, Goa')).toBeVisible();
  const status = page.getByLabel(`Change status of booking ${booking.reference}`, { exact: false });
  await status.selectOption('Cancelled');
  // cancelling someone's booking is confirmed with a reason
  const confirm = page.getByRole('dialog', { name: `Cancel booking ${booking.reference}?` });
  await confirm.getByLabel(/Reason/).fill('The car is being repaired.');
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(`Booking ${booking.reference} status updated to Cancelled`)).toBeVisible();
  await expect(status).toHaveValue('Cancelled');
  // cancelled is final: nothing left to choose
  await expect(status).toBeDisabled();

  // the change is stored, and the details show it in the history
  await page.reload();
  await page.getByLabel('Status', { exact: true }).selectOption('Cancelled');
  await page.getByLabel('Search').fill(booking.reference);
  await expect(page.getByText('Showing 1 bookings')).toBeVisible();
  await page.getByRole('button', { name: `View Details of booking ${booking.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking details' });
  await expect(dialog.getByText('Status history')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Cancelled' })).toBeVisible();
});

test('an admin edits a hotel and deletes it after confirming', async ({ page }) => {
  await signInAs(page, 'admin@raahi.test');
  const tag = String(Date.now()).slice(-6);
  const section = (title: string) => ({ title, description: [], img: '' });
  const created = await json<{ _id: string; name: string }>(
    await page.request.post('/api/admin/hotel', {
      data: {
        name: `Backwater Stay ${tag}`,
        location: 'Alappuzha, Kerala',
        distance: '1 km from the boat jetty',
        category: 'Houseboat',
        hotelPriceHighlight: 'Breakfast included',
        type: 'Houseboat',
        rating: 4.1,
        reviewCount: 8,
        price: 5200,
        taxes: 624,
        star: 3,
        hotelDetails: {
          description: 'A houseboat on the backwaters.',
          priceDescription: 'per night',
          priceLocation: 'Alappuzha',
          price: '₹5,200',
        },
        foodAndDining: section('Food'),
        locationAndSurroundings: section('Location'),
        roomDetailsAndAmenities: section('Rooms'),
        activitiesAndNearbyAttractions: section('Activities'),
      },
    }),
  );

  await page.goto('/admin/hotel/allhotel');
  await page.getByRole('link', { name: `Edit ${created.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Hotel', level: 1 })).toBeVisible();
  await expect(field(page, 'Hotel Name')).toHaveValue(created.name);
  await field(page, 'Price per night (₹)').fill('5600');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Hotel edited successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: created.name });
  await expect(row).toContainText('₹5,600');

  await row.getByRole('button', { name: `Delete ${created.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete hotel?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${created.name}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Hotel deleted successfully.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: created.name })).toHaveCount(0);
});

test('an admin adds a cab with a picture, inclusions and exclusions', async ({ page }) => {
  await signInAs(page, 'admin@raahi.test');
  const model = `Tata Nexon EV ${String(Date.now()).slice(-6)}`;
  await page.goto('/admin/cab/addcab');
  await expect(page.getByRole('heading', { name: 'Add Cab', level: 1 })).toBeVisible();
  const fill = (label: string, value: string) => field(page, label).fill(value);
  await fill('Cab Model', model);
  await fill('Cab Type', 'SUV');
  await fill('Seats', '4');
  await fill('Fuel Type', 'Electric');
  await fill('Travel Type', 'Outstation');
  await fill('Cancellation Policy', 'Free cancellation up to 24 hours before pickup');
  await fill('KMs Included', '250');
  await fill('Extra KM Fare (₹ per km)', '14');
  await fill('Original Price (₹)', '5200');
  await fill('Discounted Price (₹)', '5600');
  await fill('Taxes (%)', '5');
  await expect(field(page, 'Rating')).toHaveCount(0);
  await page.getByLabel('New entry for Inclusions').fill('Driver allowance');
  await page.getByLabel('New entry for Inclusions').press('Enter');
  await page.getByLabel('New entry for Exclusions').fill('Toll charges');
  await page.getByRole('button', { name: 'Add to Exclusions' }).click();
  await page.getByLabel('New entry for Exclusions').fill('Parking');
  await page.getByRole('button', { name: 'Add to Exclusions' }).click();
  await page.getByRole('button', { name: 'Remove Parking' }).click();
  await expect(page.getByRole('list', { name: 'Exclusions' }).getByRole('listitem')).toHaveCount(1);
  await field(page, 'Cab Image').setInputFiles({ name: 'cab.png', mimeType: 'image/png', buffer: PNG });

  // the contract's rule is checked before anything is uploaded or sent, and its message is on the field
  let uploads = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/upload') && uploads++));
  await page.getByRole('button', { name: 'Add Cab' }).click();
  await expect(field(page, 'Discounted Price (₹)')).toHaveAccessibleDescription('Must not exceed the original price.');
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  expect(uploads).toBe(0);
  await fill('Discounted Price (₹)', '4800');

  // the picture's upload shows its progress until the server answers
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/upload', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add Cab' }).click();
  await expect(page.getByRole('progressbar', { name: 'Uploading images' })).toBeVisible();
  await expect(page.getByText('Uploading images… 1 of 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  release();
  await expect(page.getByText('Cab added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cab\/allcab$/);
  await expect(page.getByRole('row').filter({ hasText: model })).toContainText('₹4,800');

  const cabs = await json<{ model: string; imageUrl: string; inclusions: string[]; exclusions: string[] }[]>(
    await page.request.get('/api/admin/cab/allcab?limit=100'),
  );
  const cab = cabs.find((c) => c.model === model);
  expect(cab?.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.webp$/);
  expect(cab?.inclusions).toEqual(['Driver allowance']);
  expect(cab?.exclusions).toEqual(['Toll charges']);
});

test('an admin sorts the hotels by price; on a phone each hotel is a card @phone', async ({ page }) => {
  await signInAs(page, 'admin@raahi.test');
  await page.goto('/admin/hotel/allhotel');
  const phone = test.info().project.name === 'phone';
  const rupees = (texts: string[]) => texts.map((t) => Number(t.replace(/[^\d.]/g, '')));

  if (phone) {
    const cards = page.getByRole('list', { name: 'All Hotels' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    await expect(cards.first().getByRole('button', { name: /^Delete / })).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Price / night, descending' });
    const prices = rupees(await cards.locator('dd').filter({ hasText: '₹' }).allInnerTexts());
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    return;
  }

  const header = page.getByRole('columnheader', { name: 'Price / night' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const priceCells = page.getByRole('row').locator('td:nth-child(4)');
  const ascending = rupees(await priceCells.allInnerTexts());
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = rupees(await priceCells.allInnerTexts());
  expect(descending).toEqual([...ascending].sort((a, b) => b - a));
});
