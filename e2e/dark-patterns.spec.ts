import { expect, test, type Page } from './support/test.ts';
import { fromNewAddress, signIn } from './support/sign-in.ts';
import { unique } from './support/public-data.ts';

// What code can check of docs/dark-patterns-audit.md, walking every form a traveller (and the back-office's
// Add forms) meets: nothing is ticked for them, no scarcity or popularity text, no shaming words, and no
// checkbox is worded as a double negative.

const SCARCITY =
  /only \d+ (rooms?|seats?|cabs?) left|selling fast|(people|others) (are )?(viewing|looking)|booked \d+ times (today|this)|hurry|in high demand|last chance|almost (gone|sold out)/i;
const SHAMING = /no thanks|i don'?t (want|care)|i'?d rather (not|pay)|i prefer to pay more/i;
const DOUBLE_NEGATIVE = /\b(un-?tick|uncheck|don'?t|do not)\b.*\bnot\b/i;

async function expectFair(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main, [role="main"], body').first()).toBeVisible();
  const ticked = await page
    .locator('input[type="checkbox"]:checked')
    .evaluateAll((boxes) =>
      boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent?.trim() || (b as HTMLInputElement).name || b.id),
    );
  expect(ticked, `${path}: ticked before the visitor chose`).toEqual([]);
  const text = await page.locator('body').innerText();
  expect(text, `${path}: scarcity or popularity text`).not.toMatch(SCARCITY);
  expect(text, `${path}: shaming words`).not.toMatch(SHAMING);
  const labels = await page
    .locator('input[type="checkbox"]')
    .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
  for (const label of labels) expect(label, `${path}: a checkbox worded as a double negative`).not.toMatch(DOUBLE_NEGATIVE);
}

const firstId = async (page: Page, url: string) => ((await (await page.request.get(url)).json()) as { _id: string }[])[0]!._id;

test('a traveller: nothing is ticked for them, no false urgency, no shaming', async ({ page }) => {
  const email = `fair-${unique()}@example.test`;
  expect(
    (
      await page.request.post('/api/users', {
        data: { firstName: 'Nisha', lastName: 'Rao', email, password: 'Monsoon#2026' },
        headers: fromNewAddress(),
      })
    ).status(),
  ).toBe(201);
  const [hotel, tour, cab] = [
    await firstId(page, '/api/hotel?limit=1'),
    await firstId(page, '/api/tour?limit=1'),
    await firstId(page, '/api/cab?limit=1'),
  ];
  // signed out: registration, sign-in and the complaint form
  for (const path of ['/login', '/help', '/']) await expectFair(page, path);
  expect((await page.request.post('/api/users/auth', { data: { email, password: 'Monsoon#2026' } })).ok()).toBe(true);
  for (const path of [
    '/hotel',
    '/hotels',
    `/hotel/${hotel}`,
    `/hotel/booking/${hotel}`,
    '/tour',
    `/tour/${tour}`,
    '/cab',
    `/cab/booking/${cab}`,
    '/help',
    '/account',
    '/bookings',
    '/user',
  ])
    await expectFair(page, path);
});

test("the back-office's Add forms start with nothing ticked", async ({ page }) => {
  await signIn(page, 'admin@raahi.test');
  for (const path of [
    '/admin/hotel/addhotel',
    '/admin/cab/addcab',
    '/admin/tour/addtour',
    '/admin/offer/addoffer',
    '/admin/blog/addblog',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('input[type="checkbox"]:checked').count(), path).toBe(0);
  }
});
