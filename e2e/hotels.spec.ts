import { expect, test, type Locator, type Page } from './support/test.ts';
import { signedInApi, storedPictures, unique } from './support/public-data.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

// Issue 4, journey 3: hotel search with filters carried in the URL, results filtered, detail, Reserve,
// booking review with rooms minus/plus (never below 1) and a meal plan, the server's quote with GST, Pay Now, the
// confirmation shows the same total, Confirm, the test gateway's checkout (UPI), 'Payment successful'. Signed
// out, Pay Now leads to sign-in and back with the choices kept.

async function createHotel(
  baseURL: string,
  over: {
    name: string;
    location: string;
    type: string;
    star: number;
    rating: number;
    amenities: string[];
    facilities: string[];
    price: number;
    taxes: number;
    rooms?: number;
  },
) {
  const api = await signedInApi(baseURL, 'admin@raahi.test');
  const section = (title: string) => ({ title, description: [`${title}: first line`, `${title}: second line`] });
  const res = await api.post('/api/admin/hotel', {
    data: {
      ...over,
      distance: '1 km from the mall road',
      category: 'Boutique',
      hotelPriceHighlight: 'Valley view rooms',
      reviewCount: 88,
      rooms: over.rooms ?? 10,
      inclusions: ['Free Wi-Fi', 'Evening tea'],
      images: (await storedPictures(api)).slice(0, 3),
      hotelDetails: {
        description: 'Pine forests, a quiet terrace and warm rooms. '.repeat(10),
        priceDescription: 'per night',
        priceLocation: 'hills',
        price: String(over.price),
      },
      foodAndDining: section('Food & Dining'),
      locationAndSurroundings: section('Location & Surroundings'),
      roomDetailsAndAmenities: section('Room Details & Amenities'),
      activitiesAndNearbyAttractions: section('Activities & Nearby Attractions'),
    },
  });
  if (!res.ok()) throw new Error(`create hotel failed: ${res.status()} ${await res.text()}`);
  const created = (await res.json()) as { _id: string; name: string };
  await api.dispose();
  return created;
}

async function signIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The filter form: in the sidebar on wide screens, in the Filters drawer on phones. */
async function openFilters(page: Page) {
  // the page renders after its code loads: wait for it before asking which layout it has
  // (on a phone the search is a summary line, on wide screens the form)
  await page
    .getByTestId('search-summary')
    .or(page.getByRole('search', { name: 'Search hotels' }))
    .filter({ visible: true })
    .first()
    .waitFor();
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    return page.getByRole('dialog', { name: 'Filters' }).getByRole('form', { name: 'Hotel filters' });
  }
  return page.getByRole('complementary', { name: 'Filters' }).getByRole('form', { name: 'Hotel filters' });
}

/** The filters' submit button: 'Apply Filters', or on a phone's drawer 'Show 2 hotels' once the count is in. */
const applyFilters = (filters: Locator) => filters.getByRole('button', { name: /^(Apply Filters|Show \d+ hotels?|No hotels to show)$/ });

test('hotel: search with URL filters, detail, booking review, sign in and back, booked with the same total @phone', async ({
  page,
  baseURL,
}) => {
  const town = `Kasauli${unique()}`;
  const hotel = await createHotel(baseURL!, {
    name: `Pine Crest ${town}`,
    location: `${town}, Himachal Pradesh`,
    type: 'Villa',
    star: 4,
    rating: 4.6,
    amenities: ['Wifi', 'Spa'],
    facilities: ['gym'],
    price: 5400,
    taxes: 600,
  });
  const other = await createHotel(baseURL!, {
    name: `Camp Stars ${town}`,
    location: `${town}, Himachal Pradesh`,
    type: 'Camp',
    star: 2,
    rating: 3.2,
    amenities: ['Wifi'],
    facilities: [],
    price: 1800,
    taxes: 200,
  });

  // search form
  await page.goto('/hotels');
  const form = page.getByRole('search', { name: 'Search hotels' });
  await form.getByRole('combobox', { name: 'Location' }).fill(town);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`location=${town}`));
  await expect(page.getByRole('heading', { name: hotel.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: other.name })).toBeVisible();

  // filters, carried in the URL and applied by the server
  let filters = await openFilters(page);
  await filters.getByLabel('4 Stars').check();
  await filters.getByLabel('Villa').check();
  await filters.getByRole('group', { name: 'Amenities' }).getByLabel('Spa').check();
  await filters.getByLabel('Gym').check();
  await filters.getByLabel('Min (₹)').fill('1000');
  await filters.getByLabel('Max (₹)').fill('9000');
  await applyFilters(filters).click();
  await expect(page).toHaveURL(/starrating=4/);
  await expect(page).toHaveURL(/propertytype=Villa/);
  await expect(page).toHaveURL(/amenities=Spa/);
  await expect(page).toHaveURL(/facilities=gym/);
  await expect(page).toHaveURL(/minBudget=1000&maxBudget=9000/);
  await expect(page.getByRole('heading', { name: hotel.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: other.name })).toHaveCount(0);
  // the search has dates (tonight by default): the stay's price and the GST the charge adds (5 % up to ₹7,500 a night); no invented 'was' price
  await expect(page.getByText('for 1 night + ₹270 taxes')).toBeVisible();
  await expect(page.getByText('₹5,940.00')).toHaveCount(0);

  // a rating is its guests' reviews', and nobody has reviewed this hotel yet: it is not 'Excellent (4.5+)'
  filters = await openFilters(page);
  await filters.getByLabel('Excellent (4.5+)').check();
  await applyFilters(filters).click();
  await expect(page).toHaveURL(/guestrating=4\.5/);
  await expect(page.getByText(`Nothing found for “${town}”`)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: hotel.name })).toBeVisible();

  // reloading keeps the filters; a filter nothing matches shows the empty state
  await page.reload();
  filters = await openFilters(page);
  await expect(filters.getByLabel('Villa')).toBeChecked();
  await filters.getByLabel('Villa').uncheck();
  await filters.getByLabel('Camp').check();
  await applyFilters(filters).click();
  // the empty result says why and offers to remove each filter, keeping the others
  await expect(page.getByText(`Nothing found for “${town}”`)).toBeVisible();
  await expect(page.getByText('The filters you chose leave nothing: remove one.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Remove star rating/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Remove property type/ })).toHaveAttribute('href', /starrating=4/);
  await expect(page.getByRole('link', { name: 'Goa', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: hotel.name })).toBeVisible();

  // detail
  await page.getByRole('link', { name: `BOOK NOW: ${hotel.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel/${hotel._id}\\?checkin=`));
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await expect(page.getByTestId('room-type').getByText('Fits 2 Adults')).toBeVisible();
  await page.getByRole('button', { name: 'Food & Dining' }).click();
  const info = page.getByRole('dialog', { name: 'Food & Dining' });
  await expect(info.getByText('Food & Dining: first line')).toBeVisible();
  await info.getByRole('button', { name: 'Close' }).click();
  await expect(info).toBeHidden();
  await page.getByRole('link', { name: 'Reserve or Book Now!' }).click();

  // booking review
  await expect(page.getByRole('heading', { name: 'Review Your Booking' })).toBeVisible();
  await expect(page.getByTestId('stay-line')).toHaveText('1 Night | 2 Adults | 1 Room');
  // what this hotel offers: its own room text and inclusions, not the same invented lines for every hotel
  const offer = page.getByTestId('room-offer');
  await expect(offer).toContainText('Room Details & Amenities: first line');
  await expect(offer).toContainText('Free Wi-Fi');
  await expect(offer).not.toContainText('Non-Refundable');
  await expect(offer).not.toContainText('queen beds');
  const rooms = page.getByLabel('Rooms', { exact: true });
  await expect(rooms).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Remove a room' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add a room' }).click();
  await page.getByRole('button', { name: 'Add a room' }).click();
  await expect(rooms).toHaveText('3');
  await page.getByRole('button', { name: 'Remove a room' }).click();
  await expect(rooms).toHaveText('2');
  // the hotel's one room under its one rate: no upgrades of invented amounts
  await expect(page.getByTestId('chosen-room')).toHaveText('Standard room');
  await expect(page.getByText('Upgrade Your Stay')).toHaveCount(0);
  // 2 rooms × 1 night × 5,400, GST 5 % (the tariff is within ₹7,500): the server's quote
  const summary = page.getByTestId('price-summary');
  await expect(summary).toContainText('₹10,800.00');
  await expect(summary).toContainText('GST (5%)₹540.00');
  await expect(page.getByTestId('summary-total')).toHaveText('₹11,340.00');
  await expect(page.getByTestId('cancellation-policy')).toContainText('Free cancellation until 24 hours before check-in');
  // signed out, a code asks for a sign-in
  await page.getByLabel('Coupon code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-message')).toHaveText('Sign in to use this code.');
  await page.getByRole('button', { name: 'Remove code' }).click();

  // signed out: Pay Now goes to sign-in, and back with the choices kept
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByRole('dialog', { name: 'Sign in or book as a guest' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, 'user@raahi.test');
  await expect(page).toHaveURL(new RegExp(`/hotel/booking/${hotel._id}`));
  await expect(page.getByLabel('Rooms', { exact: true })).toHaveText('2');
  await expect(page.getByTestId('chosen-room')).toHaveText('Standard room');
  await expect(page.getByTestId('summary-total')).toHaveText('₹11,340.00');

  // the guest details are checked as the server checks them, and kept on the booking
  await page.getByLabel('Mobile Number').fill('call me');
  await page.getByRole('button', { name: 'Pay Now ₹11,340.00' }).click();
  await expect(page.getByText('Enter a valid mobile number.')).toBeVisible();
  await expect(page.getByLabel('Mobile Number')).toBeFocused();
  await page.getByLabel('Mobile Number').fill('+91 98765 43210');
  await page.getByLabel('GST Details (Optional)').fill('06BZAHM6385P6Z0');
  await page.getByLabel('Your State').selectOption('Himachal Pradesh');

  await page.getByRole('button', { name: 'Pay Now ₹11,340.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm.getByTestId('confirm-total')).toHaveText('₹11,340.00');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  // the test gateway's checkout, then back: paid and confirmed
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay ₹11,340.00 by UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText('Confirmed');
  await expect(result).toContainText('₹11,340.00');
  // the booking is named by its short reference, not its id
  const reference = (await result.getByText(/^RH-[2-9A-HJKMNP-Z]{6}$/).textContent())!;
  const me = (await (await page.request.get('/api/users/profile')).json()) as { _id: string };
  const mine = (await (await page.request.get(`/api/booking/user/${me._id}?limit=100`)).json()) as { reference: string }[];
  expect(mine.find((b) => b.reference === reference)).toMatchObject({
    status: 'Confirmed',
    payment: { status: 'paid', paid: 11340, due: 0 },
    mobile: '+91 98765 43210',
    gstNumber: '06BZAHM6385P6Z0',
    state: 'himachal-pradesh',
  });
});

test('hotel booking: a sold-out stay shows the server message and the confirmation stays open', async ({ page, baseURL }) => {
  const town = `Lansdowne${unique()}`;
  const hotel = await createHotel(baseURL!, {
    name: `Single Room Inn ${town}`,
    location: `${town}, Uttarakhand`,
    type: 'Hotel',
    star: 3,
    rating: 4,
    amenities: [],
    facilities: [],
    price: 2500,
    taxes: 300,
    rooms: 1,
  });
  expect((await page.request.post('/api/users/auth', { data: { email: 'user@raahi.test', password: DEMO_PASSWORD } })).ok()).toBe(true);
  await page.goto(`/hotel/booking/${hotel._id}`);
  await page.getByRole('button', { name: 'Add a room' }).click();
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(confirm.getByRole('alert')).toContainText(/room/i);
  await expect(confirm).toBeVisible();
});

test('hotel search: a failing search shows the server message', async ({ page }) => {
  await page.goto('/hotels?minBudget=-5');
  await expect(page.getByRole('alert')).toBeVisible();
});

test('hotel detail: a missing hotel says so', async ({ page }) => {
  await page.goto('/hotel/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Hotel not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse hotels' })).toHaveAttribute('href', '/hotels');
});

test('hotel detail: the full-screen photo viewer wraps both ways and closes', async ({ page, baseURL }) => {
  const town = `Mussoorie${unique()}`;
  const hotel = await createHotel(baseURL!, {
    name: `Cloud End ${town}`,
    location: `${town}, Uttarakhand`,
    type: 'Hotel',
    star: 3,
    rating: 4.1,
    amenities: ['Wifi'],
    facilities: [],
    price: 3200,
    taxes: 300,
  });
  await page.goto(`/hotel/${hotel._id}`);
  await page.getByRole('button', { name: /open photo 1 of \d+ full screen$/i }).click();
  const viewer = page.getByRole('dialog', { name: `${hotel.name} photos` });
  const counter = viewer.getByText(/^Photo \d+ of \d+$/);
  await expect(counter).toHaveText(/^Photo 1 of \d+$/);
  const n = Number((await counter.textContent())!.split(' of ')[1]);
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText(`Photo ${n} of ${n}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`Photo 1 of ${n}`);
  await viewer.getByRole('button', { name: 'Close photo viewer' }).click();
  await expect(viewer).toBeHidden();
});
