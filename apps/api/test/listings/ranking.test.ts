// The searches order results as the 'How results are ranked' page says (rules/ranking.ts): newest first
// unless another order is chosen, by price or by the rating of published reviews; the featured mark, an
// offer and the caller never move a listing.
import { RANKING_FACTORS, RESULT_ORDERS } from '@raahi/contract/rules/ranking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOffer } from '../helpers/content-fixtures.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { listOf } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let member: Actor;
const ids: Record<'hotel' | 'cab' | 'tour', string[]> = { hotel: [], cab: [], tour: [] };

// the oldest is featured, carries an offer and the best rating; the cheapest is in the middle
beforeAll(async () => {
  t = await createTestApp();
  member = await signedInAs(t, 'user');
  const hotels = [
    await insertHotel(t.db, { featured: true, price: 500_000, rating: 4.9 }),
    await insertHotel(t.db, { price: 200_000, rating: 3.1 }),
    await insertHotel(t.db, { price: 300_000, rating: 0, reviewCount: 0 }),
  ];
  await insertOffer(t.db, { relatedTo: 'Hotel', relatedId: hotels[0]!.id, featured: true });
  const cabs = [
    await insertCab(t.db, { featured: true, discountedPrice: 500_000, rating: 4.9 }),
    await insertCab(t.db, { discountedPrice: 200_000, rating: 3.1 }),
    await insertCab(t.db, { discountedPrice: 300_000, rating: 0 }),
  ];
  const tours = [
    await insertTour(t.db, { featured: true, price: 500_000, rating: 4.9 }),
    await insertTour(t.db, { price: 200_000, rating: 3.1 }),
    await insertTour(t.db, { price: 300_000, rating: 0 }),
  ];
  ids.hotel = hotels.map((h) => h.id);
  ids.cab = cabs.map((c) => c.id);
  ids.tour = tours.map((x) => x.id);
});
afterAll(() => t?.close());

const order = async (path: string, who?: Actor) => ((await listOf(t, path, who)).items as { _id: string }[]).map((i) => i._id);

describe.each([
  { kind: 'hotel' as const, path: '/api/hotel' },
  { kind: 'cab' as const, path: '/api/cab' },
  { kind: 'tour' as const, path: '/api/tour' },
])('$path', ({ kind, path }) => {
  const [oldest, cheapest, newest] = [0, 1, 2];
  const expected = {
    newest: [newest, cheapest, oldest],
    price: [cheapest, newest, oldest],
    '-price': [oldest, newest, cheapest],
    rating: [oldest, cheapest, newest],
  };

  it('lists newest first by default, whatever is featured or on offer, for every visitor alike', async () => {
    const byDefault = await order(path);
    expect(byDefault).toEqual(expected.newest.map((i) => ids[kind][i]));
    expect(await order(path, member)).toEqual(byDefault);
  });

  it.each(RESULT_ORDERS)('orders by %s as the ranking page states it', async (sort) => {
    expect(RANKING_FACTORS[sort].factor).not.toBe('');
    expect(await order(`${path}?sort=${sort}`)).toEqual(expected[sort].map((i) => ids[kind][i]));
  });
});
