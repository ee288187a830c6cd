// Hindi names and descriptions given by providers and content managers (decision 0102): kept with the listing,
// blog post or offer, answered beside the English text (a card: the name only), kept when a save leaves them
// out, cleared by an empty set, and answered by no call about something nobody translated.
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEveryRole, type RoleHeaders } from '../helpers/access.ts';
import { insertHotel, picture } from '../helpers/fixtures.ts';
import { call, listOf } from '../helpers/requests.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let as: RoleHeaders;
beforeAll(async () => ({ t, as } = await appWithEveryRole()));
afterAll(() => t?.close());

const today = todayInIndia();
const NAME_HI = 'झील महल';
const TEXT_HI = 'पिछोला झील के बीच एक महल।\nहर कमरे से झील दिखती है।';

const hotelBody = (over: object = {}) => ({
  name: 'Lake Palace Test',
  location: 'Udaipur, Rajasthan',
  distance: '1 km from City Palace',
  category: 'Luxury',
  hotelPriceHighlight: 'Lake-view rooms',
  type: 'Resort',
  price: 9000,
  taxes: 0,
  star: 5,
  images: [picture('lake-1')],
  hotelDetails: { description: 'A palace on the lake.', priceDescription: 'per night', priceLocation: 'Udaipur', price: '9000' },
  foodAndDining: { title: 'Dining', img: '' },
  locationAndSurroundings: { title: 'Location', img: '' },
  roomDetailsAndAmenities: { title: 'Rooms', img: '' },
  activitiesAndNearbyAttractions: { title: 'Activities', img: '' },
  ...over,
});

describe('a hotel in Hindi', () => {
  it("keeps its owner's Hindi name and description: the page answers both, a card the name only", async () => {
    const added = await call(
      t,
      as.admin,
      'POST',
      '/api/admin/hotel',
      hotelBody({ translations: { hi: { name: ` ${NAME_HI} `, description: TEXT_HI } } }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json()._id as string;

    const page = (await call(t, undefined, 'GET', `/api/hotel/${id}`)).json();
    expect(page.translations).toEqual({ hi: { name: NAME_HI, description: TEXT_HI } });
    expect(page.name).toBe('Lake Palace Test');
    expect(page.hotelDetails.description).toBe('A palace on the lake.');

    const card = (await listOf(t, '/api/hotel?location=Lake%20Palace%20Test')).items;
    expect(card).toHaveLength(1);
    expect(card[0].translations).toEqual({ hi: { name: NAME_HI } });
  });

  it('keeps them when a save leaves them out, replaces them when it gives them, and clears them with none', async () => {
    const { id } = await insertHotel(t.db, { name: 'Owner Edit Test', translations: { hi: { name: 'पुराना नाम' } } });
    const save = (over: object) => call(t, as.admin, 'PUT', `/api/admin/hotel/edit/${id}`, hotelBody({ name: 'Owner Edit Test', ...over }));

    expect((await save({})).json().translations).toEqual({ hi: { name: 'पुराना नाम' } });
    expect((await save({ translations: { hi: { name: 'नया नाम', description: '   ' } } })).json().translations).toEqual({
      hi: { name: 'नया नाम' },
    });
    const cleared = await save({ translations: { hi: { name: '' } } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).not.toHaveProperty('translations');
    expect((await call(t, undefined, 'GET', `/api/hotel/${id}`)).json()).not.toHaveProperty('translations');
  });

  it('refuses a Hindi name too long, with the field named', async () => {
    const res = await call(t, as.admin, 'POST', '/api/admin/hotel', hotelBody({ translations: { hi: { name: 'क'.repeat(201) } } }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['translations.hi.name']);
  });

  it('answers nothing new about a hotel nobody translated', async () => {
    const { id } = await insertHotel(t.db, { name: 'Only English Inn' });
    expect((await call(t, undefined, 'GET', `/api/hotel/${id}`)).json()).not.toHaveProperty('translations');
  });
});

describe('a tour, a blog post and an offer in Hindi', () => {
  it("answers a tour's Hindi name on its card and its name and description on its page", async () => {
    const added = await call(t, as.tour, 'POST', '/api/admin/tour', {
      name: 'Hindi Test Tour',
      type: 'Mountain',
      description: 'Snow and pines.',
      price: 15000,
      location: 'Manali',
      duration: '3 Days / 2 Nights',
      photos: [picture('manali')],
      tourPlan: [],
      availableFrom: today,
      availableTill: addDays(today, 60),
      translations: { hi: { name: 'मनाली की बर्फ़', description: 'बर्फ़ और देवदार।' } },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json()._id as string;
    expect((await call(t, undefined, 'GET', `/api/tour/${id}`)).json().translations).toEqual({
      hi: { name: 'मनाली की बर्फ़', description: 'बर्फ़ और देवदार।' },
    });
    const cards = (await listOf(t, '/api/tour?destination=Hindi%20Test%20Tour')).items;
    expect(cards.map((c: { translations?: unknown }) => c.translations)).toEqual([{ hi: { name: 'मनाली की बर्फ़' } }]);
  });

  it("answers a blog post's Hindi title and text, kept by an edit that leaves them out", async () => {
    const body = {
      title: 'Goa in the rains',
      description: 'Green and quiet.',
      category: 'tour',
      author: 'Kabir',
      imagePath: picture('goa'),
    };
    const added = await call(t, as.content, 'POST', '/api/admin/blog/addBlog', {
      ...body,
      translations: { hi: { title: 'बारिश में गोवा' } },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json()._id as string;
    expect((await call(t, as.content, 'PUT', `/api/admin/blog/${id}`, { ...body, title: 'Goa in the monsoon' })).statusCode).toBe(200);
    const post = (await call(t, undefined, 'GET', `/api/blog/${id}`)).json();
    expect(post).toMatchObject({ title: 'Goa in the monsoon', translations: { hi: { title: 'बारिश में गोवा' } } });
  });

  it("answers an offer's Hindi title and description in the public list", async () => {
    const { id: hotelId } = await insertHotel(t.db, { name: 'Offer Hindi Hotel' });
    const body = {
      title: 'Monsoon stay 10% off',
      description: 'Stay in the rains for less.',
      relatedTo: 'Hotel',
      relatedId: hotelId,
      startDate: today,
      endDate: addDays(today, 30),
      autoApply: true,
      discountValue: 10,
      translations: { hi: { title: 'मानसून में 10% की छूट', description: 'बारिश में कम दाम पर ठहरें।' } },
    };
    const added = await call(t, as.content, 'POST', '/api/admin/offer', body);
    expect(added.statusCode, added.body).toBe(201);
    // the Hindi words name only the rule's figures, as the English ones must
    const wrong = await call(t, as.content, 'PUT', `/api/admin/offer/alloffer/${added.json()._id}`, {
      ...body,
      translations: { hi: { title: 'मानसून में 50% की छूट', description: '2 रातों पर 10% की छूट' } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields).sort()).toEqual(['translations.hi.description', 'translations.hi.title']);
    const listed = (await listOf(t, `/api/offer?relatedId=${hotelId}`)).items;
    expect(listed.map((o: { translations?: unknown }) => o.translations)).toEqual([
      { hi: { title: 'मानसून में 10% की छूट', description: 'बारिश में कम दाम पर ठहरें।' } },
    ]);
  });
});
