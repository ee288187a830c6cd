import { seriousAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { createHotel, unique } from './support/public-data.ts';
import { fromNewAddress, signOut } from './support/sign-in.ts';

// Issue 33, saved places: signed out, a heart on a hotel sends the person to sign in and saves the hotel
// when they come back signed in; the heart then shows it saved, the account lists it (and the hotel among
// those viewed lately), its read-only link is copied and opens
// in a fresh browser signed out, lists of one's own are made, renamed and deleted, and a listing comes off a list.

test('saved places: a heart pressed signed out saves after sign-in @phone', async ({ page, baseURL, browser }) => {
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

  // the account shows it on the default list and among the places viewed lately
  await page.goto('/user?tab=saved');
  const lists = page.getByRole('region', { name: 'Saved places' });
  const saved = lists.getByRole('region', { name: /^Saved/ });
  await expect(saved.getByRole('link', { name: hotel.name })).toBeVisible();
  await expect(saved).toContainText('1 place');
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: hotel.name })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // the default list's read-only link, copied, opens in a fresh browser signed out
  await saved.getByRole('button', { name: 'Get a share link for Saved' }).click();
  const link = saved.getByLabel(/^Link to Saved/);
  await expect(link).toHaveValue(/\/wishlists\/shared\/[\w-]+$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await saved.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shared = await guest.newPage();
  await shared.goto(await link.inputValue());
  await expect(shared.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  await expect(shared.getByRole('link', { name: hotel.name })).toBeVisible();
  await expect(shared.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(shared.getByRole('button', { name: /Remove|Rename|Delete|share link/ })).toHaveCount(0);
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await seriousAxeViolations(shared)).toEqual([]);
  await guest.close();

  // a list of one's own: made, renamed, deleted
  await lists.getByLabel('New list name').fill('Goa trip');
  await lists.getByRole('button', { name: 'Create list' }).click();
  const trip = lists.getByRole('region', { name: /^Goa trip/ });
  await expect(trip).toContainText('Nothing here yet.');
  await trip.getByRole('button', { name: 'Rename Goa trip' }).click();
  await trip.getByLabel('List name').fill('Goa with friends');
  await trip.getByRole('button', { name: 'Save name' }).click();
  const renamed = lists.getByRole('region', { name: /^Goa with friends/ });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete Goa with friends' }).click();
  await renamed.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(renamed).toHaveCount(0);

  // taking it off the list empties it, and the heart shows it unsaved
  await saved.getByRole('button', { name: `Remove ${hotel.name} from Saved` }).click();
  await expect(saved).toContainText('Nothing here yet.');
  await page.goto(`/hotel/${hotel._id}`);
  await expect(page.getByRole('button', { name: `Save ${hotel.name}` })).toHaveAttribute('aria-pressed', 'false');
});

test('saved places: with more than one list, the heart asks which list, or makes a new one @phone', async ({ page, baseURL }) => {
  const hotel = await createHotel(baseURL!, { name: `Fontainhas Villa ${unique()}`, featured: false });
  const reg = await page.request.post('/api/users', {
    data: { firstName: 'Kabir', lastName: 'Rao', email: `lists.${unique()}@example.in`, password: 'Monsoon#2026' },
    headers: fromNewAddress(),
  });
  expect(reg.status(), await reg.text()).toBe(201);
  expect((await page.request.post('/api/wishlists', { data: { name: 'Goa trip' } })).status()).toBe(201);
  const onList = async (name: string) => {
    const lists = (await (await page.request.get('/api/wishlists')).json()) as { name: string; items: { listingId: string }[] }[];
    return lists.find((l) => l.name === name)?.items.some((i) => i.listingId === hotel._id) ?? false;
  };

  await page.goto(`/hotel/${hotel._id}`);
  const heart = page.getByRole('button', { name: `Save ${hotel.name}` });
  await heart.click();
  const picker = page.getByRole('dialog', { name: `Save ${hotel.name} to a list` });
  await expect(picker.getByRole('button', { name: /^Saved/ })).toBeVisible();
  await picker.getByRole('button', { name: /^Goa trip/ }).click();
  await expect(picker).toBeHidden();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => onList('Goa trip')).toBe(true);
  await expect.poll(() => onList('Saved')).toBe(false);

  // a filled heart takes it off its lists
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => onList('Goa trip')).toBe(false);

  // a new list, named in the picker
  await heart.click();
  await picker.getByLabel('Or a new list').fill('Monsoon weekend');
  await picker.getByRole('button', { name: 'Create and save' }).click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => onList('Monsoon weekend')).toBe(true);
});
