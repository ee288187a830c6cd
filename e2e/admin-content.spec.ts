import { dayFromToday } from '../packages/contract/src/rules/dates.ts';
// Back-office journeys for the shell and the content side: blogs, tour packages, users, role gating.
import { expect, test } from './support/test.ts';
import { makePng } from './support/png.ts';
import { DEMO_PASSWORD, fromNewAddress, signIn, signInWithForm, signOut } from './support/sign-in.ts';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

// these journeys fill long forms and upload pictures; give them room on a busy machine
test.describe.configure({ timeout: 180_000 });

test('a content manager adds a blog with an uploaded banner and it appears on /blog', async ({ page }) => {
  const title = `Monsoon in Munnar ${stamp()}`;
  await signIn(page, 'content@raahi.test');
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Blogs' }).click();
  await page.getByRole('link', { name: 'Add Blogs' }).click();
  await expect(page.getByRole('heading', { name: 'Add Blog' })).toBeVisible();

  // the contract's rules are checked before anything is sent, their messages on the fields
  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription('This field is required.');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Category').selectOption('tour');
  await page.getByLabel('Author').fill('Rohan Das');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Tea gardens wrapped in mist, waterfalls in full flow and quiet homestays: Munnar in the rains.');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).not.toHaveAttribute('aria-invalid');
  // the banner rule relates two body fields (imagePath or image), so it is judged once the fields are valid
  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByLabel('Banner image')).toHaveAccessibleDescription('A banner image is required.');

  await page.getByLabel('Banner image').setInputFiles({ name: 'munnar.png', mimeType: 'image/png', buffer: makePng(80, 60) });
  await expect(page.getByRole('img', { name: 'Chosen picture for Banner image' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Blog' }).click();

  await expect(page.getByText('Blog added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/allblog$/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();

  await page.goto('/blog');
  const card = page.getByRole('link', { name: new RegExp(title) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const banner = page.locator('img[src^="/uploads/"]').first();
  await expect(banner).toBeVisible();
});

test('a tour manager builds a package with a 3-day plan and it shows on /tour/{id}', async ({ page }) => {
  const name = `Kerala Backwaters ${stamp()}`;
  await signIn(page, 'tour@raahi.test');
  await page.goto('/admin/tour/addtour');
  await expect(page.getByRole('heading', { name: 'Add Package' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Alleppey, Kerala');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Houseboat nights, village canoe rides and Kathakali in Kochi.');
  await page.getByLabel('Price (₹ per person)').fill('18500');
  // the rating and review count come from guests' reviews: the package form has no field for them
  await expect(page.getByLabel('Rating (0–5)')).toHaveCount(0);
  await expect(page.getByLabel('Reviews', { exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Duration', exact: true }).fill('3 Days / 2 Nights');
  await page.getByLabel('Available from').fill(dayFromToday(7));
  await page.getByLabel('Available till').fill(dayFromToday(200));
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(96, 64, [14, 116, 144]) });
  await page.getByLabel('New entry for Inclusions').fill('Houseboat stay');
  await page.getByRole('button', { name: 'Add to Inclusions' }).click();
  await page.getByLabel('New entry for Inclusions').fill('All meals on board');
  await page.getByLabel('New entry for Inclusions').press('Enter');
  await expect(page.getByRole('list', { name: 'Inclusions' }).getByRole('listitem')).toHaveCount(2);

  // four days, then day 2 goes and the rest renumber to 1..3
  await page.getByRole('button', { name: '+ Add day 2' }).click();
  await page.getByRole('button', { name: '+ Add day 3' }).click();
  await page.getByRole('button', { name: '+ Add day 4' }).click();
  await page.getByLabel('Day 1 description').fill('Arrive in Kochi; Fort Kochi walk.');
  await page.getByLabel('Day 2 description').fill('A day that will be removed.');
  await page.getByLabel('Day 3 description').fill('Board the houseboat at Alleppey.');
  await page.getByLabel('Day 4 description').fill('Village canoe ride, then fly home.');
  await page.getByRole('button', { name: 'Remove day 2' }).click();
  await expect(page.getByRole('button', { name: /^Remove day \d$/ })).toHaveCount(3);
  await expect(page.getByLabel('Day 2 description')).toHaveValue('Board the houseboat at Alleppey.');
  await expect(page.getByLabel('Day 3 description')).toHaveValue('Village canoe ride, then fly home.');

  await page.getByRole('button', { name: '+ Add car to day 1' }).click();
  const car = page.getByRole('group', { name: 'Day 1 car 1' });
  await car.getByLabel('Source and Destination').fill('Kochi airport to Fort Kochi');
  await car.getByLabel('Type').fill('Sedan');
  await car.getByLabel('Model').fill('Toyota Etios');
  await car.getByLabel('Facilities').fill('AC, bottled water');
  await car.getByLabel('Car image').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: makePng(40, 30, [200, 60, 60]) });

  await page.getByRole('button', { name: '+ Add sightseeing to day 2' }).click();
  const sight = page.getByRole('group', { name: 'Day 2 sightseeing 1' });
  await sight.getByLabel('Sightseeing name').fill('Vembanad Lake cruise');
  await sight.getByLabel('Location').fill('Alleppey');
  await sight.getByLabel('Duration').fill('4 hours');
  await sight.getByLabel('Places', { exact: true }).fill('Punnamada, Kuttanad');
  await sight.getByLabel('Places covered').fill('2');

  await page.getByRole('button', { name: '+ Add hotel to day 3' }).click();
  await page.getByRole('button', { name: '+ Add hotel to day 3' }).click();
  await page.getByRole('group', { name: 'Day 3 hotel 2' }).getByRole('button', { name: 'Remove Day 3 hotel 2' }).click();
  const stay = page.getByRole('group', { name: 'Day 3 hotel 1' });
  await stay.getByLabel('Hotel name').fill('Lake Palace Resort');
  await stay.getByLabel('Location').fill('Alleppey');
  await stay.getByLabel('Timing').fill('Check-out 11 AM');
  await stay.getByLabel('Ratings').fill('4.4');
  await stay.getByLabel('Stay date').fill('Night 2');

  await page.getByRole('button', { name: 'Add Package' }).click();
  await expect(page.getByText('Package added successfully')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/tour\/alltour$/);

  await page.getByLabel('Search by name or location').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  const href = await row.getByRole('link', { name: /^View/ }).getAttribute('href');
  const id = href!.split('/').pop()!;

  // what was saved, through the admin view
  await row.getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('region', { name: 'Tour plan' }).getByRole('heading', { name: 'Day 3' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Inclusions' }).getByRole('listitem')).toHaveText(['Houseboat stay', 'All meals on board']);
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('₹18,500');
  await expect(page.getByText('Kochi airport to Fort Kochi · Toyota Etios (Sedan) — AC, bottled water')).toBeVisible();
  await expect(page.getByText(/Lake Palace Resort, Alleppey/)).toBeVisible();

  await page.goto(`/tour/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  for (const d of [1, 2, 3]) await expect(page.getByRole('button', { name: new RegExp(`Day ${d}$`) })).toBeVisible();
  await expect(page.getByRole('button', { name: /Day 4$/ })).toHaveCount(0);
});

test('an admin changes a user’s role to tour and that user’s sidebar then shows Tours', async ({ page }) => {
  await signInWithForm(page, 'admin@raahi.test');
  await expect(page.getByText('Hello, Aarav!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Users' }).click();
  await page.getByRole('link', { name: 'All Users' }).click();
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  await page.getByLabel('Role of Ananya Sharma').selectOption('tour');
  await expect(page.getByText('User role Changed to tour role successfully')).toBeVisible();

  // the last admin cannot be demoted: the server says why
  await page.getByLabel('Role of Aarav Mehta').selectOption('user');
  await expect(page.getByText(/Error changed User role to user/)).toBeVisible();
  await expect(page.getByLabel('Role of Aarav Mehta')).toHaveValue('admin');

  await signOut(page);
  await signInWithForm(page, 'user@raahi.test');
  await expect(page.getByText('Hello, Ananya!')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back-office sections' });
  await expect(nav.getByRole('button', { name: 'Tours' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Blogs' })).toHaveCount(0);
  await expect(page.getByText('Tour', { exact: true })).toBeVisible();
});

test('a content manager opening the users screen sees the not-allowed page', async ({ page }) => {
  await signIn(page, 'content@raahi.test');
  await page.goto('/admin/user/alluser');
  await expect(page.getByRole('heading', { name: 'You are not allowed to open this page' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Back-office sections' });
  await expect(nav.getByRole('button', { name: 'Blogs' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Offers' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Users' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByText('Welcome to your admin dashboard!')).toBeVisible();
});

test('signed out, /admin shows the sign-in screen', async ({ page }) => {
  await page.goto('/admin/blog/allblog');
  await expect(page.getByRole('heading', { name: 'Sign in to the back-office' })).toBeVisible();
  await page.getByLabel('Email').fill('content@raahi.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'All Blogs' })).toBeVisible();
});

test('the admin shell works on a phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'content@raahi.test');
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Hello, Rohan!')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back-office sections' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await expect(page.getByText('Rohan Das')).toBeVisible();
  await nav.getByRole('button', { name: 'Offers' }).click();
  await nav.getByRole('link', { name: 'All Offers' }).click();
  await expect(page.getByRole('heading', { name: 'All Offers' })).toBeVisible();
  await expect(nav).toBeHidden();
  // the table scrolls inside its card, the page itself does not scroll sideways
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
});

test('a tour manager edits a package, and a duplicate category is refused', async ({ page }) => {
  await signIn(page, 'tour@raahi.test');
  await page.goto('/admin/tour/alltour');
  const row = page.getByRole('row').nth(1);
  const name = (await row.getByRole('cell').nth(1).innerText()).replace(/\s*Featured$/, '').trim();
  await row.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Package' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Available from')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByLabel('Price (₹ per person)').fill('19999');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Package edited successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('₹19,999');

  const category = `river ${stamp()}`;
  await page.goto('/admin/tour/addpackagecategory');
  await page.getByLabel('Category name').fill(category);
  await page.getByLabel('Description').fill('Rafting, river camps and ghats.');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category added successfully.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(category, 'i') })).toBeVisible();
  await page.goto('/admin/tour/addpackagecategory');
  await page.getByLabel('Category name').fill(category);
  await page.getByLabel('Description').fill('Again.');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.locator('#admin-main').getByRole('alert')).toHaveText('Category already exists.');
  await expect(page.getByText('Category already exists.').first()).toBeVisible();
});

test('a content manager adds an offer for a real hotel, then deletes it after confirming', async ({ page }) => {
  const title = `Diwali stay deal ${stamp()}`;
  await signIn(page, 'content@raahi.test');
  await page.goto('/admin/offer/alloffers');
  await page.getByRole('link', { name: 'Add New Offer', exact: true }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('15% off your stay with the code.');
  await page.getByLabel('Start date').fill(dayFromToday(0));
  await page.getByLabel('End date').fill(dayFromToday(30));
  await page.getByRole('button', { name: 'Add Offer' }).click();
  await expect(page.getByText('Choose the listing this offer is for.')).toBeVisible();
  await page.getByLabel('Related to').selectOption('Hotel');
  await page.getByLabel('Search hotels').fill('Udaipur');
  const first = page
    .getByRole('group', { name: /Related hotel/ })
    .getByRole('radio', { name: /Udaipur/ })
    .first();
  await expect(first).toBeVisible();
  await first.check();
  await expect(page.getByText(/^Selected: /)).toContainText('Udaipur');
  await page.getByRole('button', { name: 'Add Offer' }).click();
  // an offer that promises a discount carries the rule that gives it
  await expect(page.getByRole('alert').filter({ hasText: 'This offer gives no discount' })).toBeVisible();
  await page.getByLabel('Code').fill(`DIWALI${stamp().slice(-6)}`);
  await page.getByLabel('Discount value (percent or ₹)').fill('15');
  await page.getByRole('button', { name: 'Add Offer' }).click();
  await expect(page.getByText('Offer added successfully.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(dayFromToday(30));
  await expect(row).toContainText('Hotel');

  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('dialog', { name: 'Delete offer?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Offer deleted successfully.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('an admin makes a new account the owner of a cab that had none', async ({ page, playwright, baseURL }) => {
  const email = `driver.${stamp()}@example.in`;
  const visitor = await playwright.request.newContext({ baseURL });
  expect(
    (
      await visitor.post('/api/users', {
        data: { firstName: 'Vikram', lastName: `Rao ${stamp()}`, email, password: 'Safar@2026x' },
        headers: fromNewAddress(),
      })
    ).ok(),
  ).toBe(true);
  await visitor.dispose();

  await signIn(page, 'admin@raahi.test');
  await page.goto('/admin/user/alluser');
  await page.getByLabel('Search by name or email').fill(email);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await row.getByRole('combobox').selectOption('cab');
  const dialog = page.getByRole('dialog', { name: /a cab owner$/ });
  await expect(dialog).toBeVisible();
  const pick = dialog.getByRole('radio').nth(1);
  const cabName = ((await pick.locator('xpath=..').innerText()).split(' — ')[0] ?? '').trim();
  await pick.check();
  await dialog.getByRole('button', { name: 'Make cab owner' }).click();
  await expect(page.getByText('User role Changed to cab role successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`Owns cab: ${cabName}`);
  await expect(row.getByRole('combobox')).toHaveValue('cab');
});
