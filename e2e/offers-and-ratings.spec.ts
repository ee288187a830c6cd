import { expect, test } from './support/test.ts';
import { dayFromToday } from './support/public-data.ts';

// Issue 34, 'What the site says is true': a hotel's rating and review count come from its published reviews
// (the seed's travellers reviewed their past stays), and its offer carries the rule that gives the discount:
// the hotel's page shows the offer in words made from that rule, and the review page takes it off.

type Offer = { _id: string; title: string; relatedId: string; deal: { headline: string; terms: string } | null };
type Hotel = { _id: string; name: string; rating: number; reviewCount: number };

test('hotel page: the rating is its reviews’, and the 20% offer for two nights is shown and taken off @phone', async ({ page }) => {
  const offers = (await (await page.request.get('/api/offer?relatedTo=Hotel&limit=100')).json()) as Offer[];
  const offer = offers.find((o) => o.title.startsWith('Flat 20% off at '));
  expect(offer?.deal).toMatchObject({ headline: '20% off' });
  const hotel = (await (await page.request.get(`/api/hotel/${offer!.relatedId}`)).json()) as Hotel;
  const res = await page.request.get(`/api/hotel/${hotel._id}/reviews?limit=100`);
  const reviews = (await res.json()) as { rating: number }[];
  // the figures are the published reviews': their count and the mean of their stars
  expect(hotel.reviewCount).toBe(Number(res.headers()['x-total-count']));
  expect(hotel.reviewCount).toBeGreaterThan(0);
  const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  expect(hotel.rating).toBe(Math.round(mean * 10) / 10);

  await page.goto(`/hotel/${hotel._id}`);
  const count = `${hotel.reviewCount} ${hotel.reviewCount === 1 ? 'review' : 'reviews'}`;
  // beside the name: the stars, the figure and the count, a link to the reviews
  await expect(
    page.getByRole('link', { name: `Rated ${hotel.rating.toFixed(1)} out of 5 ${hotel.rating.toFixed(1)} (${count})` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Guest reviews (${hotel.reviewCount})` })).toBeVisible();
  // the published moderation rules, in the reviews area
  await page.getByText('How reviews are checked and published').click();
  await expect(page.getByText(/held for a person to read before it is published/)).toBeVisible();

  const shown = page.getByRole('region', { name: 'Offer for this hotel' }).or(page.getByRole('region', { name: 'Offers for this hotel' }));
  await expect(shown.getByText('20% off', { exact: true })).toBeVisible();
  await expect(shown).toContainText(offer!.deal!.terms);

  // two nights: the review page takes the 20% off, as the server's quote says
  const checkin = dayFromToday(30);
  await page.goto(`/hotel/booking/${hotel._id}?checkin=${checkin}&checkout=${dayFromToday(32)}`);
  const summary = page.getByTestId('price-summary');
  await expect(summary).toContainText('Offer: 20% off');
  await expect(page.getByText(offer!.deal!.terms)).toBeVisible();
  // one night: full price, no offer line
  await page.goto(`/hotel/booking/${hotel._id}?checkin=${checkin}&checkout=${dayFromToday(31)}`);
  await expect(summary).toBeVisible();
  await expect(summary).not.toContainText('Offer:');
});
