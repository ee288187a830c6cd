import { expect, test, type Page } from './support/test.ts';
import { demoEmail, fromNewAddress, signIn } from './support/sign-in.ts';

// The back-office bookings tables on a 1366 px laptop: they fit without scrolling sideways, every row's
// actions in view; bookings are named by their short reference, which the search finds; cancelling
// someone's booking from the status menu asks for a confirmation and a reason; making someone an admin
// asks first.

/** Each table and who opens it: admins, the tour manager, the demo hotel's and cab's owners. */
const TABLES = {
  '/admin/hotel/all': 'admin',
  '/admin/cab/all': 'admin',
  '/admin/tour/all': 'tour',
  '/admin/hotel/bookings': 'hotel',
  '/admin/cab/booking': 'cab',
} as const;
const REFERENCE = /^RH-[2-9A-HJKMNP-Z]{6}$/;

async function openTable(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText(/^Showing \d+ bookings/)).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
}

/** How far the table's box scrolls sideways, and whether every row's actions are inside the window. */
const fit = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('table')!.parentElement!;
    const width = window.innerWidth;
    const actions = [...document.querySelectorAll('tbody tr td:last-child')].map((td) => td.getBoundingClientRect().right);
    return {
      overflow: box.scrollWidth - box.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - width,
      actionsInView: actions.every((right) => right <= width),
    };
  });

test.describe('back-office bookings tables at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const [path, role] of Object.entries(TABLES)) {
    test(`${path} fits without scrolling sideways, actions in view, references shown`, async ({ page }) => {
      await signIn(page, demoEmail(role));
      await openTable(page, path);
      expect(await fit(page)).toEqual({ overflow: 0, pageOverflow: 0, actionsInView: true });
      const first = (await page.locator('tbody tr').first().locator('td').first().innerText()).trim();
      expect(first).toMatch(REFERENCE);
    });
  }

  test('the search finds a booking by its reference, in small letters too', async ({ page }) => {
    await signIn(page, demoEmail('admin'));
    await openTable(page, '/admin/hotel/all');
    const reference = (await page.locator('tbody tr').nth(1).locator('td').first().innerText()).trim();
    await page.getByLabel('Search').fill(reference.toLowerCase());
    await expect(page.getByText('Showing 1 bookings')).toBeVisible();
    await expect(page.locator('tbody tr td:first-child')).toHaveText([reference]);
  });
});

test('the guest’s own list shows each booking’s reference and finds it', async ({ page }) => {
  await signIn(page, demoEmail('user'));
  await page.goto('/bookings');
  const cells = page.locator('table tbody tr td:first-child');
  await expect(cells.first()).toHaveText(REFERENCE);
  const reference = (await cells.nth(1).innerText()).trim();
  await page.getByLabel('Search').fill(reference.slice(3).toLowerCase());
  await expect(cells).toHaveText([reference]);
});

test('cancelling a guest’s booking from the status menu asks for a confirmation and a reason, which the guest’s email states', async ({
  page,
}) => {
  await signIn(page, demoEmail('admin'));
  await openTable(page, '/admin/hotel/all');
  await page.getByLabel('Status', { exact: true }).selectOption('Confirmed');
  // the filtered page replaces the first one when it arrives: wait for it, then hold on to one booking's row
  const statuses = page.locator('tbody tr').getByRole('combobox');
  await expect
    .poll(() => statuses.evaluateAll((all) => all.length > 0 && all.every((s) => (s as HTMLSelectElement).value === 'Confirmed')))
    .toBe(true);
  const reference = (await page.locator('tbody tr').first().locator('td').first().innerText()).trim();
  const row = page.locator('tbody tr').filter({ hasText: reference });
  await expect(row.getByRole('combobox')).toHaveValue('Confirmed');
  await row.getByRole('combobox').selectOption('Cancelled');

  const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
  await expect(dialog).toBeVisible();
  // nothing is cancelled yet; keeping the booking closes the dialog and changes nothing
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('combobox')).toHaveValue('Confirmed');

  await row.getByRole('combobox').selectOption('Cancelled');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Say why: the guest is told your reason.')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('The hotel is closed for a flood warning.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(`Booking ${reference} status updated to Cancelled`)).toBeVisible();

  // the message is written from the cancellation's event, by a background job, moments after the answer
  const told = async () => {
    const outbox = (await (await page.request.get('/api/admin/outbox?limit=20')).json()) as { subject: string; text: string }[];
    return outbox.find((m) => /^Booking cancelled/.test(m.subject) && m.text.includes(reference) && /cancelled your booking/.test(m.text))
      ?.text;
  };
  await expect.poll(told).toContain('Raahi support cancelled your booking. Their reason: The hotel is closed for a flood warning.');
});

test('making someone an admin asks for a confirmation first', async ({ page }) => {
  // an account of its own: another journey gives the demo guest another role
  const email = `maybe.admin.${Date.now().toString(36)}@example.test`;
  const reg = await page.request.post('/api/users', {
    data: { firstName: 'Nikhil', lastName: 'Rao', email, password: 'Monsoon#2026' },
    headers: fromNewAddress(),
  });
  expect(reg.status(), await reg.text()).toBe(201);
  await signIn(page, demoEmail('admin'));
  await page.goto('/admin/user/alluser');
  await page.getByLabel('Search by name or email').fill(email);
  const role = page.getByRole('combobox', { name: /^Role of / });
  await expect(role).toHaveCount(1);
  await role.selectOption('admin');
  const dialog = page.getByRole('dialog', { name: /^Make .+ an admin\?$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(role).toHaveValue('user');
  const me = (await (await page.request.get(`/api/admin/user/alluser?q=${encodeURIComponent(email)}`)).json()) as { role: string }[];
  expect(me.map((u) => u.role)).toEqual(['user']);
});

test('the hotel owner sets the address, phone and times the voucher gives, and sees them on their hotel', async ({ page }) => {
  await signIn(page, demoEmail('hotel'));
  await page.goto('/admin/hotel/user');
  await page.getByLabel('Address', { exact: true }).fill('12, Lake Palace Road, Udaipur 313001, Rajasthan');
  await page.getByLabel('Phone', { exact: true }).fill('+91 294 242 8000');
  await page.getByLabel('Check-in from').fill('14:00');
  await page.getByLabel('Check-out by').fill('10:30');
  await page.getByRole('button', { name: 'Update Hotel' }).click();
  await expect(page.getByText('Hotel updated successfully')).toBeVisible();
  await page.goto('/admin/hotel/userview');
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: '12, Lake Palace Road, Udaipur 313001, Rajasthan' })).toHaveCount(1);
  await expect(details.filter({ hasText: '+91 294 242 8000' })).toHaveCount(1);
  await expect(details.filter({ hasText: '14:00' })).toHaveCount(1);
  await expect(details.filter({ hasText: '10:30' })).toHaveCount(1);
});
