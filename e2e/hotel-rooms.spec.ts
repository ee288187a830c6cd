import { expect, test } from './support/test.ts';
import { calendarDay } from '../packages/contract/src/i18n/indian-forms.ts';
import { shortDay } from '../packages/contract/src/rules/sellability.ts';
import { createHotel, dayFromToday, signedInApi } from './support/public-data.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

// Issue 28, the guest's screens: a hotel with a Standard room and a Deluxe room, each sold room only and with
// breakfast. The guest opens the hotel's page without dates, picks them on the calendar of nightly prices, sees
// each room with its plans (a restricted plan says why), chooses the Deluxe room with breakfast, reviews the
// nights and the rules, switches plan and back, signs in with the choice kept, and pays through the test gateway.

/** the 10th and 12th of next month: a stay of two nights, always ahead */
const month = dayFromToday(35).slice(0, 7);
const checkin = `${month}-10`;
const second = `${month}-11`;
const checkout = `${month}-12`;

async function roomsAndRates(baseURL: string) {
  const hotel = await createHotel(baseURL, { price: 4000, featured: false });
  const api = await signedInApi(baseURL, 'admin@raahi.test');
  const url = (path: string) => `/api/hotels/${hotel._id}${path}`;
  const ok = async (res: Awaited<ReturnType<typeof api.get>>) => {
    if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as { _id: string }[] & { _id: string };
  };
  const standard = (await ok(await api.get(url('/room-types'))))[0]!._id;
  const roomOnly = (await ok(await api.get(url('/rate-plans'))))[0]!._id;
  const deluxe = (
    await ok(
      await api.post(url('/room-types'), {
        data: { name: 'Deluxe room', rooms: 2, beds: ['1 King bed'], sizeSqm: 30, maxAdults: 2, maxChildren: 1, maxOccupancy: 3 },
      }),
    )
  )._id;
  await ok(
    await api.put(url(`/rate-plans/${roomOnly}`), {
      data: {
        name: 'Room only',
        mealPlan: 'EP',
        prices: [
          { roomTypeId: standard, price: 4000 },
          { roomTypeId: deluxe, price: 6000 },
        ],
      },
    }),
  );
  const breakfast = (
    await ok(
      await api.post(url('/rate-plans'), {
        data: {
          name: 'Breakfast included',
          mealPlan: 'CP',
          prices: [
            { roomTypeId: standard, price: 4600 },
            { roomTypeId: deluxe, price: 6800 },
          ],
        },
      }),
    )
  )._id;
  // the Deluxe room costs more on the first night; the Standard room's room-only rate asks three nights from that arrival
  await ok(
    await api.patch(url('/calendar'), {
      data: {
        changes: [
          { from: checkin, to: checkin, roomTypeIds: [deluxe], ratePlanIds: [breakfast], set: { price: 7200 } },
          { from: checkin, to: checkin, roomTypeIds: [standard], ratePlanIds: [roomOnly], set: { minStay: 3 } },
        ],
      },
    }),
  );
  await api.dispose();
  return hotel;
}

test('hotel rooms: dates on the calendar of prices, a Deluxe room with breakfast, its nights and rules, paid; a restricted rate says why @phone', async ({
  page,
  baseURL,
}) => {
  const hotel = await roomsAndRates(baseURL!);
  await page.goto(`/hotel/${hotel._id}`);

  // no dates yet: the rooms wait for them, and the page says what a night costs from
  const rooms = page.getByRole('region', { name: 'Choose your room' });
  await expect(rooms.getByTestId('rooms-prompt')).toContainText('from ₹4,000 a night');

  // the calendar shows each night's lowest price; the dates are picked on it
  await rooms.getByRole('button', { name: 'Prices by date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
  const night = (day: string) => calendar.getByRole('button', { name: new RegExp(`^${calendarDay(day, 'en', { weekday: true })}:`) });
  await expect(calendar.getByTestId('calendar-status')).toHaveText('Choose your check-in date');
  // this month first (and the next beside it on wide screens)
  for (let i = 0; i < 2 && !(await night(checkin).isVisible()); i++) await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(night(checkin)).toHaveAccessibleName(/from ₹4,000$/);
  await night(checkin).click();
  await expect(calendar.getByTestId('calendar-status')).toContainText('Now choose your check-out date');
  await night(checkout).click();
  await expect(calendar.getByTestId('calendar-status')).toHaveText(
    `2 nights: ${calendarDay(checkin, 'en')} to ${calendarDay(checkout, 'en')}`,
  );
  await calendar.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(new RegExp(`checkin=${checkin}&checkout=${checkout}`));

  // each room with its plans; the restricted one says why and cannot be selected
  const standard = rooms.getByRole('article', { name: 'Standard room' });
  const restricted = standard.getByRole('group', { name: 'Standard room, Room only' });
  await expect(restricted.getByTestId('plan-reason')).toHaveText(`Minimum 3 nights for arrivals on ${shortDay(checkin)}`);
  await expect(restricted.getByText('Not available')).toBeVisible();
  await expect(restricted.getByRole('link', { name: /^Select/ })).toHaveCount(0);
  const deluxe = rooms.getByRole('article', { name: 'Deluxe room' });
  await expect(deluxe).toContainText('Fits 2 Adults and 1 child');
  await expect(deluxe).toContainText('Only 2 rooms left');
  const breakfast = deluxe.getByRole('group', { name: 'Deluxe room, Breakfast included' });
  // ₹7,200 + ₹6,800 for the two nights, GST 5 % on each (both within ₹7,500)
  await expect(breakfast).toContainText('₹14,000');
  await expect(breakfast).toContainText('+ ₹700 taxes');
  await expect(breakfast).toContainText('₹6,800–₹7,200 a night');
  await breakfast.getByRole('link', { name: 'Select Deluxe room, Breakfast included' }).click();

  // the review: the room and plan chosen, each night's price, the rules, the hotel's own other rate
  await expect(page.getByRole('heading', { name: 'Review Your Booking' })).toBeVisible();
  await expect(page).toHaveURL(/roomType=.*&plan=/);
  await expect(page.getByTestId('chosen-room')).toHaveText('Deluxe room');
  await expect(page.getByTestId('chosen-plan')).toHaveText('Breakfast included');
  const nights = page.getByTestId('stay-nights');
  await expect(nights).toContainText(`${calendarDay(checkin, 'en', { weekday: true })}₹7,200`);
  await expect(nights).toContainText(`${calendarDay(second, 'en', { weekday: true })}₹6,800`);
  await expect(page.getByTestId('cancellation-policy')).toContainText('Meals: Breakfast included');
  await expect(page.getByTestId('cancellation-policy')).toContainText('Free cancellation until');
  const upgrade = page.getByRole('group', { name: 'Rates of the Deluxe room' });
  await expect(upgrade.getByRole('radio', { name: /Breakfast included/ })).toBeChecked();
  await expect(upgrade).toContainText('₹2,000 less for your stay');
  await expect(page.getByTestId('summary-total')).toHaveText('₹14,700.00');
  // room only, then breakfast again: the price follows the hotel's own rates
  await upgrade.getByRole('radio', { name: /Room only/ }).check();
  await expect(page.getByTestId('summary-total')).toHaveText('₹12,600.00');
  await expect(upgrade).toContainText('+₹2,000 for your stay');
  await upgrade.getByRole('radio', { name: /Breakfast included/ }).check();
  await expect(page.getByTestId('summary-total')).toHaveText('₹14,700.00');

  // signed out, Pay Now signs in and comes back with the room and plan kept
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByRole('dialog', { name: 'Sign in or book as a guest' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill('user@raahi.test');
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel/booking/${hotel._id}.*plan=`));
  await expect(page.getByTestId('chosen-room')).toHaveText('Deluxe room');
  await expect(page.getByTestId('summary-total')).toHaveText('₹14,700.00');

  await page.getByRole('button', { name: 'Pay Now ₹14,700.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm).toContainText('Deluxe room');
  await expect(confirm.getByTestId('confirm-total')).toHaveText('₹14,700.00');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay ₹14,700.00 by UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('payment-result')).toContainText('Confirmed');

  // the booking keeps the room, the plan and each night's price it was sold at
  const me = (await (await page.request.get('/api/users/profile')).json()) as { _id: string };
  const mine = (await (await page.request.get(`/api/booking/user/${me._id}?limit=100`)).json()) as {
    hotel: { _id: string } | string;
    totalAmount?: number;
    payment: { paid: number };
  }[];
  const booked = mine.find((b) => (typeof b.hotel === 'string' ? b.hotel : b.hotel?._id) === hotel._id);
  expect(booked?.payment.paid).toBe(14700);
});

test('hotel search with dates: a card prices the stay as the cheapest sellable plan of the rooms answer, with its taxes @phone', async ({
  page,
  baseURL,
}) => {
  const hotel = await roomsAndRates(baseURL!);
  const stay = `checkin=${checkin}&checkout=${checkout}&guests=2`;
  const res = await page.request.get(`/api/hotel/${hotel._id}/rooms?${stay}`);
  expect(res.ok()).toBe(true);
  const rooms = (await res.json()) as { plans: { sellable: boolean; total: number; taxes: number }[] }[];
  const cheapest = rooms
    .flatMap((r) => r.plans)
    .filter((p) => p.sellable)
    .sort((a, b) => a.total + a.taxes - (b.total + b.taxes))[0]!;
  const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

  await page.goto(`/hotels?location=${encodeURIComponent(hotel.name)}&${stay}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: hotel.name }) });
  const price = card.getByTestId('stay-price');
  await expect(price).toContainText(inr(cheapest.total));
  await expect(price).toContainText(`for 2 nights + ${inr(cheapest.taxes)} taxes`);
  await expect(card.getByText(/per night/)).toHaveCount(0);
});
