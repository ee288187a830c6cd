import { expect, test } from './support/test.ts';
import { createFeaturedHotel, createOffer, createTour, dayFromToday, unique } from './support/public-data.ts';

// Issue 4, journey 1: carousel, featured tours and hotels, offers tabs filter by kind; the cab search
// hero takes From, To, date and time to /c with the query.
test('home: carousel, featured tours and hotels, offer tabs, cab search to /c @phone', async ({ page, baseURL }) => {
  const tour = await createTour(baseURL!, { name: `Featured Kerala ${unique()}`, featured: true, price: 14500 });
  const hotel = await createFeaturedHotel(baseURL!);
  await createOffer(baseURL!, 'Tour', tour._id, `Tour deal ${unique()}`);
  await createOffer(baseURL!, 'Hotel', hotel._id, `Hotel deal ${unique()}`);

  await page.goto('/');

  // carousel: nine slides linking to tours, opening on the fifth and moving on by itself; pause/play stops it
  const carousel = page.getByRole('region', { name: 'Featured destinations' });
  await expect(carousel.getByRole('group', { name: /of 9$/ })).toHaveCount(9);
  await expect(carousel.getByRole('group', { name: '5 of 9' }).getByRole('link')).toHaveAttribute('href', /^\/tour\//);
  const current = carousel.locator('button[aria-current="true"]');
  await expect(current).toHaveAttribute('aria-label', 'Go to slide 5');
  await expect(current).toHaveAttribute('aria-label', 'Go to slide 6');
  await carousel.getByRole('button', { name: 'Pause carousel' }).click();
  await expect(carousel.getByRole('button', { name: 'Play carousel' })).toBeVisible();
  const paused = await current.getAttribute('aria-label');
  await page.waitForTimeout(3500); // longer than the autoplay delay (CAROUSEL_DELAY_MS)
  await expect(current).toHaveAttribute('aria-label', paused!);

  // featured tours: the featured package with its per-person price, nights/days and Book Now
  const tours = page.getByRole('region', { name: 'Featured Tours' });
  const card = tours.getByRole('listitem').filter({ hasText: tour.name });
  await expect(card).toContainText('Starting at');
  await expect(card).toContainText('₹14,500');
  await expect(card).toContainText('3 Nights / 4 Days');
  await expect(tours.getByRole('link', { name: 'View More: all tours' })).toHaveAttribute('href', '/tour');

  // featured hotels
  const hotels = page.getByRole('region', { name: 'Featured Hotels' });
  await expect(hotels.getByRole('link', { name: new RegExp(hotel.name) })).toHaveAttribute('href', `/hotel/${hotel._id}`);
  await expect(hotels.getByRole('link', { name: 'View More: all hotels' })).toHaveAttribute('href', '/hotel');

  // offers: each tab shows only its kind, with links by kind
  const offers = page.getByRole('region', { name: 'Offers' });
  const panel = offers.getByRole('tabpanel');
  await offers.getByRole('tab', { name: 'Tours' }).click();
  await expect(offers.getByRole('tab', { name: 'Tours' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link').first()).toBeVisible();
  for (const href of await panel.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/tour\//);
  await offers.getByRole('tab', { name: 'Hotels' }).click();
  await expect(panel.getByRole('link').first()).toHaveAttribute('href', /^\/hotel\//);
  for (const href of await panel.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/hotel\//);
  await offers.getByRole('tab', { name: 'All Offers' }).click();
  await expect(panel.getByRole('link').first()).toBeVisible();

  // blogs link to the list
  await expect(page.getByRole('link', { name: 'Load All Posts' })).toHaveAttribute('href', '/blog');

  // the cab search: the first screen's Cabs tab
  await page.getByRole('tablist', { name: 'What to search' }).getByRole('tab', { name: 'Cabs' }).click();
  const search = page.getByRole('form', { name: 'Search cabs' });
  await expect(search.getByLabel('Date')).toHaveValue(dayFromToday(0));
  await search.getByRole('combobox', { name: 'From Location' }).fill('Delhi');
  await search.getByRole('combobox', { name: 'To Location' }).fill('Jaipur');
  const date = dayFromToday(3);
  await search.getByLabel('Date').fill(date);
  await search.getByLabel('Hours').selectOption('9');
  await search.getByLabel('Minutes').selectOption('30');
  await search.getByRole('button', { name: 'Search Cabs' }).click();
  await expect(page).toHaveURL(/\/c\?/);
  const q = new URL(page.url()).searchParams;
  expect(Object.fromEntries(q)).toEqual({ date, hours: '9', minutes: '30', sourceLocation: 'Delhi', destLocation: 'Jaipur' });
});

test('home: a featured tour card leads to its detail page', async ({ page, baseURL }) => {
  const tour = await createTour(baseURL!, { name: `Featured Sikkim ${unique()}`, featured: true });
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Featured Tours' })
    .getByRole('link', { name: `Book Now: ${tour.name}` })
    .click();
  await expect(page).toHaveURL(`/tour/${tour._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
});

test('home: carousel starts on slide 5, follows the arrow keys and its dots when paused; testimonials wrap both ways', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // starts paused, so nothing moves under the test
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured destinations' });
  await expect(carousel.getByRole('button', { name: 'Play carousel' })).toBeVisible();
  const dots = carousel.getByRole('button', { name: /^Go to slide \d$/ });
  await expect(dots).toHaveCount(9);
  const current = carousel.locator('button[aria-current="true"]');
  await expect(current).toHaveAttribute('aria-label', 'Go to slide 5');
  const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 9` });
  await expect(slide(5)).toBeInViewport({ ratio: 0.9 });
  // one slide in the tab order, the one shown; the arrow keys move it and focus goes with it
  await slide(5).getByRole('link').focus();
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('aria-label', 'Go to slide 6');
  await expect(slide(6).getByRole('link')).toBeFocused();
  await expect(slide(6)).toBeInViewport({ ratio: 0.9 });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-label', 'Go to slide 4');
  await expect(slide(4)).toBeInViewport({ ratio: 0.9 });
  await carousel.getByRole('button', { name: 'Go to slide 9' }).click();
  await expect(current).toHaveAttribute('aria-label', 'Go to slide 9');
  await expect(slide(9)).toBeInViewport({ ratio: 0.9 });

  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  const figure = testimonials.locator('figure');
  await expect(figure).toHaveAttribute('aria-label', '1 of 3');
  await testimonials.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(figure).toHaveAttribute('aria-label', '3 of 3');
  await testimonials.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(figure).toHaveAttribute('aria-label', '1 of 3');
  await expect(testimonials.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
});
