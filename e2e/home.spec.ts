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

  // carousel with pagination and a working pause/play button
  const carousel = page.getByRole('region', { name: 'Featured destinations' });
  await expect(carousel.locator('.swiper-pagination-bullet').first()).toBeVisible();
  await carousel.getByRole('button', { name: 'Pause carousel' }).click();
  await expect(carousel.getByRole('button', { name: 'Play carousel' })).toBeVisible();

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

  // the cab search hero
  const search = page.getByRole('form', { name: 'Search cabs' });
  await expect(search.getByLabel('Date')).toHaveValue(dayFromToday(0));
  await search.getByLabel('From Location').fill('Delhi');
  await search.getByLabel('To Location').fill('Jaipur');
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

test('home: carousel starts on slide 5 and follows the arrow keys when paused; testimonials wrap both ways', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // starts paused, so nothing moves under the test
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured destinations' });
  await expect(carousel.getByRole('button', { name: 'Play carousel' })).toBeVisible();
  const bullets = carousel.locator('.swiper-pagination-bullet');
  await expect(bullets).toHaveCount(9);
  const active = carousel.locator('.swiper-pagination-bullet-active');
  await expect(active).toHaveAttribute('aria-label', 'Go to slide 5');
  await page.keyboard.press('ArrowRight');
  await expect(active).toHaveAttribute('aria-label', 'Go to slide 6');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(active).toHaveAttribute('aria-label', 'Go to slide 4');

  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  const figure = testimonials.locator('figure');
  await expect(figure).toHaveAttribute('aria-label', '1 of 3');
  await testimonials.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(figure).toHaveAttribute('aria-label', '3 of 3');
  await testimonials.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(figure).toHaveAttribute('aria-label', '1 of 3');
  await expect(testimonials.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
});
