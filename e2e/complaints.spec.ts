import { dayFromToday } from '@raahi/contract/rules/dates';
import { expect, test } from './support/test.ts';
import { unique } from './support/public-data.ts';
import { demoEmail, demoHotelOwner, signIn, signInAsNewGuest, signInWithForm } from './support/sign-in.ts';

// Issue 31: a guest raises a complaint about a stay on Help and complaints and gets a ticket number; the
// hotel owner answers it in the back-office's Complaints queue; an admin resolves it with a written outcome;
// the guest reads the outcome in My Complaints, and the email told them.

test('complaint: raised by a guest, answered by the hotel owner, resolved by an admin @phone', async ({ page, browser, baseURL }) => {
  const { context: ownerContext, hotel } = await demoHotelOwner(browser, baseURL);
  const email = await signInAsNewGuest(page, 'Ira', 'Bose');
  const stay = await page.request.post('/api/booking/create', {
    data: { hotel: hotel._id, roomCount: 1, checkInDate: dayFromToday(4), checkOutDate: dayFromToday(5) },
  });
  expect(stay.status(), await stay.text()).toBe(201);
  const reference = ((await stay.json()) as { reference: string }).reference;

  // the footer leads to the page, which names the grievance officer
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help and complaints' }).click();
  await expect(page.getByRole('heading', { name: 'Help and complaints', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Grievance officer' }).getByText('Vikram Rao')).toBeVisible();

  const form = page.getByRole('region', { name: 'Raise a complaint' });
  await form.getByRole('button', { name: 'Send complaint' }).click();
  await expect(form.getByText('Tell us what went wrong.')).toBeVisible();
  await form.getByRole('radio', { name: 'A booking' }).check();
  const option = form.locator('option', { hasText: reference });
  await expect(option).toHaveCount(1);
  await form.getByLabel('Which booking? (optional)').selectOption((await option.getAttribute('value'))!);
  const complaint = `The room had no hot water for two days. (${unique()})`;
  await form.getByLabel('Your complaint').fill(complaint);
  await form.getByRole('button', { name: 'Send complaint' }).click();
  const ticket = (await form.getByTestId('ticket-number').textContent())!;
  expect(ticket).toMatch(/^GRV-\d{4}-\d{6}$/);

  // the hotel owner's queue: the ticket, answered
  const owner = await ownerContext.newPage();
  await owner.context().clearCookies();
  await signInWithForm(owner, 'hotel@raahi.test');
  await owner.goto('/admin/complaints');
  await expect(owner.getByRole('heading', { name: 'Complaints', level: 1 })).toBeVisible();
  await owner.getByRole('button', { name: new RegExp(ticket) }).click();
  const thread = owner.getByRole('region', { name: new RegExp(`^${ticket}`) });
  await expect(thread.getByText(complaint)).toBeVisible();
  await expect(thread.getByText('Nobody yet')).toBeVisible();
  // resolving is the admins'; the owner answers
  await expect(thread.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  const answer = 'We are sorry. The boiler is fixed and we will refund one night.';
  await thread.getByLabel('Your answer').fill(answer);
  await thread.getByRole('button', { name: 'Send answer' }).click();
  await expect(thread.getByText('Answer sent.')).toBeVisible();
  await expect(thread.getByText('Nobody yet')).toHaveCount(0);
  await ownerContext.close();

  // an admin resolves it with a written outcome
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInWithForm(admin, demoEmail('admin'));
  await admin.goto('/admin/complaints');
  await admin.getByRole('button', { name: new RegExp(ticket) }).click();
  const adminThread = admin.getByRole('region', { name: new RegExp(`^${ticket}`) });
  await expect(adminThread.getByText(answer)).toBeVisible();
  await adminThread.getByRole('button', { name: 'Resolve' }).click();
  await expect(adminThread.getByText('Write the outcome: what was decided and done.')).toBeVisible();
  const outcome = 'One night (₹3,200) refunded to the card used; the hotel has fixed the boiler.';
  await adminThread.getByLabel('Outcome (the person receives it by email)').fill(outcome);
  await adminThread.getByRole('button', { name: 'Resolve' }).click();
  await expect(adminThread.getByText(outcome)).toBeVisible();
  await expect(adminThread.getByText('Outcome', { exact: true })).toBeVisible();
  await expect(adminThread.getByLabel('Your answer')).toHaveCount(0);
  const mail = (await (await admin.request.get('/api/admin/outbox?limit=50')).json()) as { to: string; subject: string; text: string }[];
  expect(mail.find((m) => m.to === email && m.subject === `Your complaint ${ticket} is resolved`)?.text).toContain(outcome);
  await adminContext.close();

  // the guest's account shows the thread and the outcome
  await signIn(page, email, 'Monsoon#2026');
  await page.goto('/user?tab=complaints');
  const mine = page.getByRole('region', { name: 'My Complaints' });
  await expect(mine.getByText(ticket)).toBeVisible();
  await expect(mine.getByText(answer)).toBeVisible();
  await expect(mine.getByText(outcome)).toBeVisible();
  await expect(mine.getByText('Resolved', { exact: true })).toBeVisible();
});
