import { expect, test } from './support/test.ts';
import { createTour, dayFromToday, signedInApi, unique } from './support/public-data.ts';
import { signInAsNewGuest } from './support/sign-in.ts';

// Issue 4, journey 6: the bookings just made appear with their type filter and details dialog; profile edit,
// save, cancel restores.

test('dashboard: bookings with type filter and details actions; profile edit, save and cancel @phone', async ({ page, baseURL }) => {
  // signed out, the dashboard asks to sign in first
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?next=%2Fuser/);

  // confirmed, so it may hold the three unpaid bookings below
  const email = await signInAsNewGuest(page, 'Kavya', 'Menon');

  // no bookings yet
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  await expect(page.getByText("You don't have any bookings yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Booking' })).toHaveAttribute('href', '/tour');

  // a hotel booking through the review page; a cab and a tour booking through the API
  const hotel = ((await (await page.request.get('/api/hotel?limit=1')).json()) as { _id: string; name: string }[])[0]!;
  await page.goto(`/hotel/booking/${hotel._id}`);
  await expect(page.getByRole('button', { name: /^Pay Now ₹/ })).toBeEnabled();
  const hotelTotal = (await page.getByTestId('summary-total').textContent())!;
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByRole('dialog', { name: 'Confirm Your Booking' }).getByRole('button', { name: 'Confirm Booking' }).click();
  // the checkout opens; the guest leaves without paying: the booking stays Pending, held
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();

  // a day no other run uses, so the one cab is free then
  const cabDay = 30 + Math.floor(Math.random() * 300);
  const cab = ((await (await page.request.get('/api/cab?limit=1')).json()) as { _id: string; model: string }[])[0]!;
  const cabRes = await page.request.post('/api/cab/booking/create', {
    data: {
      cab: cab._id,
      pickupLocation: 'Bengaluru',
      dropoffLocation: 'Mysuru',
      pickupTime: `${dayFromToday(cabDay)}T07:15`,
      paymentChoice: 'full',
    },
  });
  expect(cabRes.ok()).toBe(true);
  const cabBooking = (await cabRes.json()) as { _id: string };
  const tour = await createTour(baseURL!, { name: `Hampi Ruins Walk ${unique()}`, price: 4200 });
  expect(
    (await page.request.post('/api/tour/booking/create', { data: { tourId: tour._id, bookingDate: dayFromToday(12), persons: 2 } })).ok(),
  ).toBe(true);

  // the cab company confirms the cab booking
  const admin = await signedInApi(baseURL!, 'admin@raahi.test');
  expect((await admin.put(`/api/cab/booking/update/status/${cabBooking._id}`, { data: { status: 'Confirmed' } })).ok()).toBe(true);
  await admin.dispose();

  await page.goto('/user');
  const panel = page.getByRole('region', { name: 'My Bookings' });
  const details = (kind: string, name: string) =>
    panel.getByRole('button', { name: `View Details of ${kind} booking ${name}` }).locator('visible=true');
  await expect(details('Hotel', hotel.name)).toBeVisible();
  await expect(details('Cab', cab.model)).toBeVisible();
  await expect(details('Tour', tour.name)).toBeVisible();

  // type filter
  const type = panel.getByLabel('Type');
  await type.selectOption('Hotel');
  await expect(details('Hotel', hotel.name)).toBeVisible();
  await expect(details('Cab', cab.model)).toHaveCount(0);
  await expect(details('Tour', tour.name)).toHaveCount(0);
  await type.selectOption('Cab');
  await expect(details('Cab', cab.model)).toBeVisible();
  await expect(details('Hotel', hotel.name)).toHaveCount(0);
  await type.selectOption('Tour');
  await expect(details('Tour', tour.name)).toBeVisible();
  await type.selectOption('All');
  await panel.getByRole('button', { name: 'Refresh bookings' }).click();
  await expect(details('Hotel', hotel.name)).toBeVisible();

  // hotel: Pending and unpaid → the guest's 'Confirm Booking' is paying for it; Cancel booking with
  // confirmation → View History
  await details('Hotel', hotel.name).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(dialog.getByText(hotel.name).first()).toBeVisible();
  await expect(dialog.getByText(hotelTotal, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Pending', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  await expect(dialog.getByTestId('payment-panel')).toContainText('Payment: Unpaid');
  await expect(dialog.getByRole('button', { name: `Confirm Booking: pay ${hotelTotal}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Booking cancelled.');
  await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Status history' })).toContainText('Pending → Cancelled');
  await expect(dialog.getByRole('button', { name: 'View History' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // cab: Confirmed → Reschedule
  await details('Cab', cab.model).click();
  await expect(dialog.getByText('Bengaluru → Mysuru')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await dialog.getByLabel('New pickup date and time').fill(`${dayFromToday(cabDay + 1)}T10:45`);
  await dialog.getByRole('button', { name: 'Save new date' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Booking rescheduled. The price stays the same.');
  const [y, m, d] = dayFromToday(cabDay + 1).split('-');
  await expect(dialog.getByText(`${d}/${m}/${y} 10:45`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // profile
  await page.getByRole('button', { name: 'My Profile' }).click();
  const profile = page.getByRole('region', { name: 'My Profile' });
  await expect(profile.getByText('Kavya Menon').first()).toBeVisible();
  await expect(profile.getByText(email)).toBeVisible();
  await expect(profile.getByText('Regular User')).toBeVisible();
  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  await profile.getByLabel('Full Name').fill('Kavya Rao Menon');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Profile updated successfully!')).toBeVisible();
  await expect(profile.getByText('Kavya Rao Menon').first()).toBeVisible();
  await expect(profile.getByText('Profile updated successfully!')).toBeHidden({ timeout: 6000 });

  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  await profile.getByLabel('Full Name').fill('Somebody Else');
  await profile.getByRole('button', { name: 'Cancel' }).click();
  await expect(profile.getByText('Kavya Rao Menon').first()).toBeVisible();
  await expect(profile.getByText('Somebody Else')).toHaveCount(0);
  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(profile.getByLabel('Full Name')).toHaveValue('Kavya Rao Menon');

  // a new email asks for the current password, and says so when it is wrong
  await expect(profile.getByLabel('Current password')).toHaveCount(0);
  const newEmail = `kavya.new.${unique()}@example.in`;
  await profile.getByLabel('Email').fill(newEmail);
  await profile.getByLabel('Current password').fill('not-my-password');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('The current password is not correct.')).toBeVisible();
  await expect(profile.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await profile.getByLabel('Current password').fill('Monsoon#2026');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText(`We have sent a link to ${newEmail}; your email changes once you follow it.`)).toBeVisible();

  // the profile and bookings pages behind the header menu
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
});
