import { expect, test } from './support/test.ts';
import { createHotel, unique } from './support/public-data.ts';
import { fromNewAddress, signOut } from './support/sign-in.ts';

// Issue 33, saved places: signed out, a heart on a hotel sends the person to sign in and saves the hotel
// when they come back signed in; the heart then shows it saved.

test('saved places: a heart pressed signed out saves after sign-in @phone', async ({ page, baseURL }) => {
  const hotel = await createHotel(baseURL!, { name: `Lakeview Haveli ${unique()}`, featured: false });
  const email = `saver.${unique()}@example.in`;
  const password = 'Monsoon#2026';
  const reg = await page.request.post('/api/users', {
    data: { firstName: 'Meera', lastName: 'Joshi', email, password },
    headers: fromNewAddress(),
  });
  expect(reg.status(), await reg.text()).toBe(201);
  await signOut(page);

  await page.goto(`/hotel/${hotel._id}`);
  const heart = page.getByRole('button', { name: `Save ${hotel.name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();

  // sign in: the choice rides along in the address and is saved on return
  await expect(page).toHaveURL(/\/login\?next=/);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`${hotel.name} is in your saved places.`)).toBeVisible();
  await expect(page).toHaveURL(`/hotel/${hotel._id}`);
  await expect(page.getByRole('button', { name: `Save ${hotel.name}` })).toHaveAttribute('aria-pressed', 'true');

  // pressing it again takes it off the list
  await page.getByRole('button', { name: `Save ${hotel.name}` }).click();
  await expect(page.getByText(`${hotel.name} is no longer in your saved places.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Save ${hotel.name}` })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: `Save ${hotel.name}` })).toHaveAttribute('aria-pressed', 'false');
});
