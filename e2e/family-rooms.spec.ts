import { expect, test } from './support/test.ts';
import { createHotel, dayFromToday, signedInApi } from './support/public-data.ts';
import { openFromResult } from './support/my-bookings.ts';
import { signInAsNewGuest } from './support/sign-in.ts';

// Issue 29, several rooms in one booking: a family of four (two adults, children of 5 and 9) in two rooms, one
// parent and one child in each. The standard room takes no children, so the review books two family rooms,
// each priced for its guests, shows each room with its guests, takes the payment, and the booking lists both.

const checkin = dayFromToday(40);
const checkout = dayFromToday(42);

async function familyHotel(baseURL: string) {
  const hotel = await createHotel(baseURL, { price: 4000, featured: false });
  const api = await signedInApi(baseURL, 'admin@raahi.test');
  const url = (path: string) => `/api/hotels/${hotel._id}${path}`;
  const ok = async (res: Awaited<ReturnType<typeof api.get>>) => {
    if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as { _id: string }[] & { _id: string };
  };
  const standard = (await ok(await api.get(url('/room-types'))))[0]!._id;
  const roomOnly = (await ok(await api.get(url('/rate-plans'))))[0]!._id;
  const family = (
    await ok(
      await api.post(url('/room-types'), {
        data: { name: 'Family room', rooms: 2, maxAdults: 2, maxChildren: 2, maxOccupancy: 3 },
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
          // one adult pays ₹5,000, each child ₹800
          { roomTypeId: family, price: 6000, byAdults: { '1': 5000 }, extraChild: [800] },
        ],
      },
    }),
  );
  return { ...hotel, family };
}

test('a family of four books two rooms with the children’s ages, pays, and sees both rooms @phone', async ({ page, baseURL }) => {
  const hotel = await familyHotel(baseURL!);
  await signInAsNewGuest(page, 'Kavya', 'Menon');
  await page.goto(`/hotel/booking/${hotel._id}?checkin=${checkin}&checkout=${checkout}&occupancy=1:5&occupancy=1:9`);
  await expect(page.getByRole('heading', { name: 'Review Your Booking' })).toBeVisible();
  await expect(page.getByTestId('stay-line')).toHaveText('2 Nights | 2 Adults | 2 Children | 2 Rooms');

  const rooms = page.getByTestId('party-rooms').getByRole('listitem');
  await expect(rooms).toHaveCount(2);
  await expect(rooms.nth(0)).toContainText('Room 1: Family room');
  await expect(rooms.nth(0)).toContainText('1 adult, 1 child aged 5');
  await expect(rooms.nth(1)).toContainText('Room 2: Family room');
  await expect(rooms.nth(1)).toContainText('1 adult, 1 child aged 9');
  // each room ₹5,800 a night for two nights
  await expect(rooms.nth(0)).toContainText('₹11,600');
  // 2 × ₹11,600 + 5 % GST
  await expect(page.getByTestId('summary-total')).toHaveText('₹24,360.00');

  await page.getByRole('button', { name: 'Pay Now ₹24,360.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm.getByTestId('confirm-total')).toHaveText('₹24,360.00');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay ₹24,360.00 by UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('payment-result')).toContainText('Confirmed');

  const { details } = await openFromResult(page, 'Hotel', hotel.name);
  const booked = details.getByTestId('booked-rooms').getByRole('listitem');
  await expect(booked).toHaveCount(2);
  await expect(booked.nth(0)).toHaveText('Room 1: Family room · Room only · 1 adult, 1 child aged 5 · 2 nights');
  await expect(booked.nth(1)).toHaveText('Room 2: Family room · Room only · 1 adult, 1 child aged 9 · 2 nights');
});

test('the hotel page prices each plan for the family asked, and the review charges that total @phone', async ({ page, baseURL }) => {
  const hotel = await familyHotel(baseURL!);
  await signInAsNewGuest(page, 'Ira', 'Nair');
  await page.goto(`/hotel/${hotel._id}?checkin=${checkin}&checkout=${checkout}&occupancy=2:5`);
  const rooms = page.getByRole('region', { name: 'Choose your room' });
  const plan = rooms.getByRole('article', { name: 'Family room' }).getByRole('group', { name: 'Family room, Room only' });
  // two adults at ₹6,000 and a child of 5 at ₹800, two nights: not the two adults' ₹12,000
  await expect(plan).toContainText('₹13,600');
  await expect(plan).toContainText('+ ₹680 taxes');
  await expect(plan).toContainText('₹6,800 a night');
  // the standard room takes no children: shown, with why, and not to be chosen
  const standardRoom = rooms.getByRole('article', { name: 'Standard room' });
  await expect(standardRoom.getByTestId('room-fit')).toHaveText('Does not fit your guests. Takes no children.');
  await expect(standardRoom.getByRole('link', { name: /^Select/ })).toHaveCount(0);
  await plan.getByRole('link', { name: 'Select Family room, Room only' }).click();

  await expect(page.getByRole('heading', { name: 'Review Your Booking' })).toBeVisible();
  const booked = page.getByTestId('party-rooms').getByRole('listitem');
  await expect(booked).toHaveCount(1);
  await expect(booked.nth(0)).toContainText('Room 1: Family room');
  await expect(booked.nth(0)).toContainText('₹13,600');
  await expect(page.getByTestId('summary-total')).toHaveText('₹14,280.00');
  await page.getByRole('button', { name: 'Pay Now ₹14,280.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm.getByTestId('confirm-total')).toHaveText('₹14,280.00');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay ₹14,280.00 by UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
});

test('a family who reads Hindi cancels its two-room booking and sees each room’s refund, in Hindi @phone', async ({ page, baseURL }) => {
  const hotel = await familyHotel(baseURL!);
  await signInAsNewGuest(page, 'Meera', 'Iyer');
  await page.goto('/');
  await page.getByRole('link', { name: 'हिन्दी' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect
    .poll(async () => ((await (await page.request.get('/api/users/profile')).json()) as { language: string }).language)
    .toBe('hi');
  // two family rooms, a parent and a child in each, booked and paid
  const created = await page.request.post('/api/booking/create', {
    data: {
      hotel: hotel._id,
      checkInDate: checkin,
      checkOutDate: checkout,
      rooms: [
        { adults: 1, childAges: [5], roomTypeId: hotel.family },
        { adults: 1, childAges: [9], roomTypeId: hotel.family },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = await page.request.post('/api/payments/order', { data: { bookingId: ((await created.json()) as { _id: string })._id } });
  expect(order.status(), await order.text()).toBe(200);
  await page.goto(((await order.json()) as { checkoutUrl: string }).checkoutUrl);
  await page.getByLabel('UPI आईडी').fill('success@razorpay');
  await page.getByRole('button', { name: 'UPI से ₹24,360.00 चुकाएँ' }).click();
  await expect(page.getByRole('heading', { name: 'भुगतान सफल रहा' })).toBeVisible();

  await page.getByRole('link', { name: 'मेरी बुकिंग देखें' }).click();
  await page.getByRole('button', { name: `${hotel.name} की होटल बुकिंग का विवरण देखें` }).click();
  const details = page.getByRole('dialog', { name: 'बुकिंग का विवरण' });
  await details.getByRole('button', { name: 'बुकिंग रद्द करें' }).click();
  await expect(details.getByTestId('refund-preview')).toHaveText('आपको पूरे ₹24,360 वापस मिलेंगे।');
  // each room's share and its policy, in Hindi
  const rooms = details.getByRole('list', { name: 'हर कमरे का रिफ़ंड' }).getByRole('listitem');
  await expect(rooms).toHaveCount(2);
  for (const [i, room] of [rooms.nth(0), rooms.nth(1)].entries()) {
    await expect(room).toContainText(`कमरा ${i + 1}, Family room: ₹12,180.00 में से ₹12,180.00 वापस`);
    await expect(room).toContainText('चेक-इन से 24 घंटे पहले तक रद्द करना मुफ़्त; उसके बाद पहली रात का शुल्क लगता है।');
    await expect(room).not.toContainText('Free cancellation');
  }
  await details.getByRole('button', { name: 'हाँ, बुकिंग रद्द करें' }).click();
  await expect(details.getByTestId('payment-panel')).toContainText('₹24,360');
});
