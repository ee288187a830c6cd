import { expect, test } from './support/test.ts';
import { dayFromToday } from './support/public-data.ts';
import { chooseGuests } from './support/travellers.ts';

// Issue 33, a home page that searches: on a phone the first screen searches Hotels (first), Tours and Cabs in
// tabs; a search is kept as a recent one and runs again from its chip.

test('home: the Hotels tab searches Goa with dates and 2 rooms; the search comes back as a recent chip @phone', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'What to search' });
  await expect(tabs.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
  // a first visit has no recent searches; popular destinations are there
  await expect(page.getByRole('navigation', { name: 'Your recent searches' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Popular destinations' }).getByRole('link', { name: 'Goa' })).toBeVisible();

  // arrow keys move between the tabs
  await tabs.getByRole('tab', { name: 'Hotels' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Tours' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('search', { name: 'Search tours' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('form', { name: 'Search cabs' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'Hotels' })).toBeFocused();

  const form = page.getByRole('search', { name: 'Search hotels' });
  await expect(form).toBeInViewport();
  const checkin = dayFromToday(20);
  const checkout = dayFromToday(22);
  await form.getByRole('combobox', { name: 'Location' }).fill('Goa');
  await form.getByLabel('Check-in').fill(checkin);
  await form.getByLabel('Check-out').fill(checkout);
  await chooseGuests(page, form.getByTestId('guests-summary'), [{ adults: 2 }, { adults: 2 }]);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/hotels\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('location')).toBe('Goa');
  expect(url.searchParams.get('checkin')).toBe(checkin);
  expect(url.searchParams.get('checkout')).toBe(checkout);
  expect(url.searchParams.getAll('occupancy')).toEqual(['2', '2']);

  // back home, the search is a chip that runs it again
  await page.goto('/');
  const recent = page.getByRole('navigation', { name: 'Your recent searches' });
  await expect(recent.getByRole('link')).toHaveCount(1);
  await expect(recent.getByRole('link')).toContainText('Goa');
  await expect(recent.getByRole('link')).toContainText('2 rooms, 4 guests');
  await recent.getByRole('link').click();
  await expect(page).toHaveURL(/\/hotels\?location=Goa/);
  expect(new URL(page.url()).searchParams.getAll('occupancy')).toEqual(['2', '2']);
});

test.describe('at 390 px', () => {
  // the summary line and the drawer are the phone's layout: both projects run this at a phone's width
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('hotel results on a phone: a summary line, filters in a drawer that counts what Apply will show, chips that clear @phone', async ({
    page,
    request,
  }) => {
    const checkin = dayFromToday(30);
    const checkout = dayFromToday(32);
    await page.goto(`/hotels?location=Goa&checkin=${checkin}&checkout=${checkout}&guests=4&occupancy=2&occupancy=2`);
    const summary = page.getByTestId('search-summary');
    await expect(summary).toContainText('Goa');
    await expect(summary).toContainText('2 rooms, 4 guests');
    // the form is one tap away, and the first hotel is in view
    await expect(page.getByRole('search', { name: 'Search hotels' })).toBeHidden();
    await expect(page.getByRole('article').first()).toBeInViewport();
    await summary.click();
    await expect(page.getByRole('search', { name: 'Search hotels' })).toBeVisible();
    await summary.click();

    const total = Number(
      (await page
        .getByText(/hotels? found$/)
        .first()
        .textContent())!.match(/\d+/)![0],
    );
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const apply = drawer.getByRole('button', { name: /^(Show \d+ hotels?|No hotels to show)$/ });
    await expect(apply).toHaveText(`Show ${total} hotels`);
    // a star rating that narrows the search (asked of the API the page asks)
    const stay = `location=Goa&checkin=${checkin}&checkout=${checkout}&guests=4&occupancy=2&occupancy=2`;
    let stars = 0;
    let shown = 0;
    for (const n of [5, 4, 3, 2]) {
      const found = Number((await request.get(`/api/hotel?${stay}&starrating=${n}&limit=1`)).headers()['x-total-count']);
      if (found > 0 && found < total) [stars, shown] = [n, found];
      if (stars) break;
    }
    expect(stars).toBeGreaterThan(0);
    await drawer.getByRole('checkbox', { name: `${stars} Stars` }).check();
    await expect(apply).toHaveText(shown === 1 ? 'Show 1 hotel' : `Show ${shown} hotels`);
    await expect(apply).toBeInViewport();
    await apply.click();

    await expect(page).toHaveURL(new RegExp(`starrating=${stars}`));
    expect(new URL(page.url()).searchParams.getAll('occupancy')).toEqual(['2', '2']);
    await expect(page.getByText(/hotels? found$/).first()).toHaveText(new RegExp(`^${shown} hotels? found$`));
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toContainText('1');
    const chips = page.getByRole('group', { name: 'Filters applied' });
    await chips.getByRole('link', { name: `Remove filter: ${stars} Stars` }).click();
    await expect(page).not.toHaveURL(/starrating=/);
    await expect(page.getByRole('group', { name: 'Filters applied' })).toHaveCount(0);
    await expect(page.getByText(/hotels? found$/).first()).toHaveText(`${total} hotels found`);
    expect(new URL(page.url()).searchParams.get('checkin')).toBe(checkin);
  });
});

test.describe('the phone sort button at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('hotel results on a phone: the Sort button says the order and opens the choices @phone', async ({ page }) => {
    await page.goto('/hotels?location=Goa');
    const sort = page.getByRole('button', { name: 'Sort: Recommended' });
    await expect(sort).toBeVisible();
    await sort.click();
    const choices = page.getByRole('dialog', { name: 'Sort by' });
    await expect(choices.getByRole('button', { name: 'Recommended' })).toHaveAttribute('aria-pressed', 'true');
    await choices.getByRole('button', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
    expect(new URL(page.url()).searchParams.get('location')).toBe('Goa');
    const sorted = page.getByRole('button', { name: 'Sort: Price: low to high' });
    await expect(sorted).toHaveText(/Sort: Price ↑/);
    await sorted.click();
    await expect(choices.getByRole('button', { name: 'Price: low to high' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(choices).toBeHidden();
  });
});
