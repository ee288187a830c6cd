import { expect, test } from './support/test.ts';
import { unique } from './support/public-data.ts';
import { demoHotelOwner, fromNewAddress, signInWithForm } from './support/sign-in.ts';

// Issue 14: a visitor asks about a hotel, its owner answers in the back-office's Hotel Enquiry inbox, and
// the visitor reads the answer in the dashboard.

test('enquiry: a visitor asks on a hotel page, the hotel owner answers, the visitor sees the answer @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const { context: ownerContext, hotel } = await demoHotelOwner(browser, baseURL);

  const email = `ira.${unique()}@example.in`;
  expect(
    (
      await page.request.post('/api/users', {
        data: { firstName: 'Ira', lastName: 'Bose', email, password: 'Monsoon#2026' },
        headers: fromNewAddress(),
      })
    ).ok(),
  ).toBe(true);
  expect((await page.request.post('/api/users/auth', { data: { email, password: 'Monsoon#2026' } })).ok()).toBe(true);

  const question = `Is a lake-view room free on the 12th? (${unique()})`;
  await page.goto(`/hotel/${hotel._id}`);
  const ask = page.getByRole('region', { name: 'Ask a question' });
  // an empty question is caught before anything is sent
  await ask.getByRole('button', { name: 'Send question' }).click();
  await expect(ask.getByText('Write your question.')).toBeVisible();
  await ask.getByLabel('Your question').fill(question);
  await ask.getByRole('button', { name: 'Send question' }).click();
  await expect(ask.getByText(`Your question has been sent to ${hotel.name}.`)).toBeVisible();

  // the owner's inbox: the question is there, unread
  const admin = await ownerContext.newPage();
  await admin.context().clearCookies();
  await signInWithForm(admin, 'hotel@raahi.test');
  await admin.goto('/admin/enquiry/hotel');
  await expect(admin.getByRole('heading', { name: 'Hotel Enquiry' })).toBeVisible();
  const row = admin.getByRole('button', { name: /Ira Bose \(unread\)/ }).filter({ hasText: question });
  await row.click();
  const thread = admin.getByRole('region', { name: `Ira Bose about ${hotel.name}` });
  await expect(thread.getByText(question)).toBeVisible();
  const answer = 'Yes, room 12 looks over the lake. We have held it for you until tomorrow.';
  await thread.getByLabel('Your answer').fill(answer);
  await thread.getByRole('button', { name: 'Send answer' }).click();
  await expect(thread.getByText('Answer sent.')).toBeVisible();
  await expect(thread.getByText('Status: answered')).toBeVisible();

  // the visitor's dashboard shows the thread with the answer
  await page.goto('/user?tab=enquiries');
  const mine = page.getByRole('region', { name: 'My Enquiries' });
  await expect(mine.getByText(question)).toBeVisible();
  await expect(mine.getByText(answer)).toBeVisible();
  await expect(mine.getByText('Answered', { exact: true })).toBeVisible();
  await ownerContext.close();
});

test('enquiry: signed out, a visitor gives name, email and phone; a missing phone is named', async ({ page }) => {
  const tour = ((await (await page.request.get('/api/tour?limit=1')).json()) as { _id: string; name: string }[])[0]!;
  await page.goto(`/tour/${tour._id}`);
  const ask = page.getByRole('region', { name: 'Ask a question' });
  await ask.getByLabel('Your question').fill('Are meals vegetarian?');
  await ask.getByLabel('Name').fill('Ravi Kumar');
  await ask.getByLabel('Email').fill(`ravi.${unique()}@example.in`);
  await ask.getByRole('button', { name: 'Send question' }).click();
  await expect(ask.getByText('Tell us your phone number.')).toBeVisible();
  await expect(ask.getByLabel('Phone')).toBeFocused();
  await ask.getByLabel('Phone').fill('+91 98765 43210');
  await ask.getByRole('button', { name: 'Send question' }).click();
  await expect(ask.getByText(`Your question has been sent to ${tour.name}.`)).toBeVisible();
});
