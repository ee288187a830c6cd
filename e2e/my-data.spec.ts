import fs from 'node:fs';
import { dayFromToday } from '@raahi/contract/rules/dates';
import { seriousAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { fromNewAddress, signIn, signInAsNewGuest } from './support/sign-in.ts';

// Issue 31: a traveller reads the privacy notice from the footer, turns offers by email on, downloads
// everything held about them, is told to cancel a stay still to come before erasing, and then erases the
// account: signed out, and the account cannot be signed in to again.

test('my data: a traveller downloads and then erases their data @phone', async ({ page }) => {
  const email = await signInAsNewGuest(page, 'Noor', 'Kapoor');
  const hotel = ((await (await page.request.get('/api/hotel?limit=1')).json()) as { _id: string }[])[0]!;
  const stay = await page.request.post('/api/booking/create', {
    data: { hotel: hotel._id, roomCount: 1, checkInDate: dayFromToday(20), checkOutDate: dayFromToday(21) },
  });
  expect(stay.status(), await stay.text()).toBe(201);
  const booking = (await stay.json()) as { _id: string; reference: string };

  // the footer's Privacy leads to the notice, with its version and who receives what
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Version \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(page.getByText('The payment gateway (Razorpay), which takes and refunds payments').first()).toBeVisible();

  await page.goto('/user?tab=privacy');
  const consents = page.getByRole('region', { name: 'Your consents' });
  const offers = consents.getByRole('checkbox', { name: /Offers by email/ });
  await expect(offers).not.toBeChecked();
  await offers.check();
  await expect(offers).toBeChecked();
  // the switch moves at once; the purpose's history gains the entry when the server has recorded it
  const offersItem = consents.getByRole('listitem').filter({ hasText: 'Offers by email' });
  await offersItem.getByText('History').click();
  await expect(offersItem.getByText(/Given on this page/)).toBeVisible();

  const myData = page.getByRole('region', { name: 'My data' });
  const [download] = await Promise.all([page.waitForEvent('download'), myData.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toBe('raahi-my-data.json');
  const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    profile: { data: { email: string } };
    bookings: { booking: { reference: string } }[];
  };
  expect(file.profile.data.email).toBe(email);
  expect(file.bookings.map((b) => b.booking.reference)).toEqual([booking.reference]);
  await expect(myData.getByRole('heading', { name: 'What we hold about you' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const erase = page.getByRole('region', { name: 'Erase my account' });
  const button = erase.getByRole('button', { name: 'Erase my account' });
  await erase.getByLabel('Your password').fill('Monsoon#2026');
  await expect(button).toBeDisabled();
  await erase.getByRole('checkbox', { name: 'I understand that this cannot be undone.' }).check();
  await button.click();
  await expect(erase.getByText(`Cancel your booking ${booking.reference} first`)).toBeVisible();

  expect((await page.request.post(`/api/bookings/${booking._id}/cancel`)).status()).toBe(200);
  await button.click();
  await expect(erase.getByRole('status')).toHaveText('Your account has been erased. You have been signed out.');

  expect((await page.request.get('/api/users/profile')).status()).toBe(401);
  const again = await page.request.post('/api/users/auth', { data: { email, password: 'Monsoon#2026' } });
  expect(again.status()).toBe(401);
});

test('my data in Hindi: a traveller who reads Hindi turns offers on, downloads, names a nominee and is told in Hindi to cancel first', async ({
  page,
}) => {
  const email = `noor.${Date.now().toString(36)}@example.in`;
  const registered = await page.request.post('/api/users', {
    data: { firstName: 'Noor', lastName: 'Kapoor', email, password: 'Monsoon#2026', language: 'hi' },
    headers: fromNewAddress(),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // signing in remembers the person's language in the browser
  await signIn(page, email, 'Monsoon#2026');
  const hotel = ((await (await page.request.get('/api/hotel?limit=1')).json()) as { _id: string }[])[0]!;
  const stay = await page.request.post('/api/booking/create', {
    data: { hotel: hotel._id, roomCount: 1, checkInDate: dayFromToday(20), checkOutDate: dayFromToday(21) },
  });
  expect(stay.status(), await stay.text()).toBe(201);
  const { reference } = (await stay.json()) as { reference: string };

  await page.goto('/user?tab=privacy');
  const consents = page.getByRole('region', { name: 'आपकी सहमतियाँ' });
  await expect(consents.getByText('खाते के लिए ज़रूरी')).toBeVisible();
  const offers = consents.getByRole('checkbox', { name: /ईमेल पर ऑफ़र/ });
  await offers.check();
  await expect(consents.getByRole('checkbox', { name: 'चालू — ईमेल पर ऑफ़र' })).toBeChecked();
  const offersItem = consents.getByRole('listitem').filter({ hasText: 'ईमेल पर ऑफ़र' });
  await offersItem.getByText('इतिहास').click();
  await expect(offersItem.getByText(/^दी गई: इसी पेज पर · /)).toBeVisible();

  const myData = page.getByRole('region', { name: 'मेरा डेटा' });
  const [download] = await Promise.all([page.waitForEvent('download'), myData.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' }).click()]);
  expect(download.suggestedFilename()).toBe('raahi-my-data.json');
  await expect(myData.getByRole('heading', { name: 'आपके बारे में हमारे पास क्या है' })).toBeVisible();
  await expect(myData.getByRole('definition').first()).toBeVisible();
  await expect(myData.getByText('इनवॉइस और क्रेडिट नोट')).toBeVisible();

  const nominee = page.getByRole('region', { name: 'नॉमिनी' });
  await nominee.getByLabel('नाम').fill('Zoya Kapoor');
  await nominee.getByLabel('ईमेल').fill('zoya@example.in');
  await nominee.getByRole('button', { name: 'नॉमिनी सेव करें' }).click();
  await expect(nominee.getByRole('status')).toHaveText('Zoya Kapoor आपके नॉमिनी हैं।');

  const erase = page.getByRole('region', { name: 'मेरा खाता मिटाएँ' });
  await erase.getByLabel('आपका पासवर्ड').fill('Monsoon#2026');
  await erase.getByRole('checkbox', { name: 'मुझे पता है कि इसे वापस नहीं किया जा सकता।' }).check();
  await erase.getByRole('button', { name: 'मेरा खाता मिटाएँ' }).click();
  await expect(erase.getByText(`पहले अपनी बुकिंग ${reference} रद्द करें: वह अभी आने वाली है। उसके बाद आप अपना खाता मिटा सकते हैं।`)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
