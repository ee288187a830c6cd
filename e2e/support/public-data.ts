// Catalogue rows for the public-site journeys, made through the real admin API so a journey never depends
// on what the demo seed happens to contain.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { dayFromToday } from '../../packages/contract/src/rules/dates.ts';

export { dayFromToday };
import { signInWithRequest } from './sign-in.ts';

/** A request context signed in as a demo account (cookies kept in the context). */
export async function signedInApi(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await signInWithRequest(api, email);
  return api;
}

/** Pictures the server stored (a seeded package's photos): picture fields take no other paths. */
export async function storedPictures(api: APIRequestContext): Promise<string[]> {
  // the newest tours may be ones an earlier journey added without pictures: take the first that has some
  const tours = (await (await api.get('/api/tour?limit=100')).json()) as { photos: string[] }[];
  const tour = tours.find((t) => t.photos.length > 0);
  if (!tour) throw new Error('no seeded pictures');
  return tour.photos;
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type CreatedTour = { _id: string; name: string; price: number; photos: string[] };

export async function createTour(
  baseURL: string,
  over: Partial<{
    name: string;
    price: number;
    type: string;
    location: string;
    featured: boolean;
    photos: string[];
    childPrices: { fromAge: number; toAge: number; price: number }[];
    singleSupplement: number;
  }> = {},
): Promise<CreatedTour> {
  const api = await signedInApi(baseURL, 'tour@raahi.test');
  const name = over.name ?? `Test Tour ${unique()}`;
  const res = await api.post('/api/admin/tour', {
    data: {
      name,
      type: over.type ?? 'mountain',
      location: over.location ?? 'Leh, Ladakh',
      price: over.price ?? 9999,
      featured: over.featured ?? false,
      description: `${name}: monasteries, high passes and quiet lakes.`,
      photos: over.photos ?? (await storedPictures(api)).slice(0, 3),
      rating: 4.5,
      reviews: 12,
      duration: '4 Days / 3 Nights',
      nights: 3,
      days: 4,
      inclusions: ['Hotel stays', 'Breakfast'],
      tourPlan: [
        {
          day: 1,
          description: 'Arrive in Leh and rest.',
          car: [{ destination: 'Leh', type: 'SUV', model: 'Toyota Innova', facilities: 'AC' }],
          sightseeing: [],
          hotels: [{ timming: 'Check-in 2 PM', name: 'Hotel Snow View', ratings: 4, location: 'Leh', stayDate: 'Day 1' }],
        },
        {
          day: 2,
          description: 'Drive to Pangong lake.',
          car: [],
          sightseeing: [{ name: 'Pangong Tso', location: 'Pangong', places: 'Lake shore', duration: '4 hours' }],
          hotels: [],
        },
      ],
      availableFrom: dayFromToday(0),
      availableTill: dayFromToday(120),
      seatsPerDeparture: 40,
      ...(over.childPrices ? { childPrices: over.childPrices } : {}),
      ...(over.singleSupplement !== undefined ? { singleSupplement: over.singleSupplement } : {}),
    },
  });
  if (!res.ok()) throw new Error(`create tour failed: ${res.status()} ${await res.text()}`);
  const tour = (await res.json()) as CreatedTour;
  await api.dispose();
  return tour;
}

/** Bases a cab in a city with a fare card, so that trip searches from there list it (the admin's PUT .../fares). */
export async function baseCabIn(baseURL: string, cabId: string, baseCity: string) {
  const api = await signedInApi(baseURL, 'admin@raahi.test');
  const res = await api.put(`/api/cabs/${cabId}/fares`, {
    data: {
      baseCity,
      serviceRadiusKm: 0,
      fareCard: {
        oneWay: { perKm: 10 },
        round: { perKm: 9, minKmPerDay: 250, driverAllowancePerDay: 300 },
        airport: { fare: 1000 },
        local: [{ package: '8h80km', hours: 8, km: 80, fare: 2000, extraKm: 10, extraHour: 150 }],
        // a night away on a round trip is charged, as the fleets' cards do (the round-trip journey may pick this car)
        nightCharge: 300,
        tolls: { paidBy: 'traveller' },
        permit: 0,
      },
    },
  });
  if (!res.ok()) throw new Error(`fares failed: ${res.status()} ${await res.text()}`);
  await api.dispose();
}

/** A cab made by the admin (20 % advance unless the cab says otherwise). */
export async function createCab(
  baseURL: string,
  over: { model: string; type: string; fuelType: string; seats: number; discountedPrice: number; taxes: number },
) {
  const api = await signedInApi(baseURL, 'admin@raahi.test');
  const res = await api.post('/api/admin/cab', {
    data: {
      ...over,
      kmsIncluded: 250,
      extraKmFare: 14,
      cancellation: 'Free cancellation till 24 hours before pickup',
      rating: 4.4,
      reviewCount: 64,
      originalPrice: over.discountedPrice + 500,
      travelType: 'Outstation',
      inclusions: ['Driver allowance', 'Fuel'],
      exclusions: ['Tolls', 'Parking'],
    },
  });
  if (!res.ok()) throw new Error(`create cab failed: ${res.status()} ${await res.text()}`);
  const created = (await res.json()) as { _id: string; model: string };
  await api.dispose();
  return created;
}

/** An offer running for the next 30 days unless `over` says otherwise (its dates, a coupon code and its terms). */
export async function createOffer(
  baseURL: string,
  relatedTo: 'Tour' | 'Hotel' | 'Cab',
  relatedId: string,
  title = `Offer ${unique()}`,
  over: Record<string, unknown> = {},
) {
  const api = await signedInApi(baseURL, 'content@raahi.test');
  const res = await api.post('/api/admin/offer', {
    data: {
      title,
      description: 'Book this month.',
      relatedTo,
      relatedId,
      startDate: dayFromToday(0),
      endDate: dayFromToday(30),
      featured: true,
      ...over,
    },
  });
  if (!res.ok()) throw new Error(`create offer failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { _id: string; title: string };
  await api.dispose();
  return body;
}

/**
 * A welcome code of the journey's own, with WELCOME10's terms (10% off any booking, up to ₹1,000, once per
 * account). A welcome price is had once per UPI ID or card, and the test gateway has one UPI ID and one
 * card that pay, so journeys that each pay with a welcome code cannot share one.
 */
export async function createWelcomeCode(baseURL: string): Promise<string> {
  const code = `WELCOME${unique().toUpperCase().slice(-10)}`;
  const api = await signedInApi(baseURL, 'content@raahi.test');
  const [hotel] = (await (await api.get('/api/hotel?limit=1')).json()) as { _id: string }[];
  await api.dispose();
  await createOffer(baseURL, 'Hotel', hotel!._id, `${code}: 10% off your first booking`, {
    description: 'On any hotel, cab or tour booking: 10% off, up to ₹1,000. Once per account.',
    featured: false,
    couponCode: code,
    discountType: 'percent',
    discountValue: 10,
    maxDiscount: 1000,
    appliesTo: 'any',
    perAccountLimit: 1,
  });
  return code;
}

/** A hotel's fields as the admin's create and edit calls take them. */
function hotelFields(name: string, price: number, featured: boolean) {
  const section = (title: string) => ({ title, description: ['Good food', 'Calm rooms'] });
  return {
    name,
    location: 'Udaipur, Rajasthan',
    distance: '2 km from City Palace',
    category: 'Heritage',
    hotelPriceHighlight: 'Lake view rooms',
    type: 'Hotel',
    rating: 4.4,
    reviewCount: 210,
    price,
    taxes: 650,
    star: 4,
    featured,
    rooms: 10,
    hotelDetails: {
      description: 'A heritage haveli by the lake.',
      priceDescription: 'per night',
      priceLocation: 'Udaipur',
      price: String(price),
    },
    foodAndDining: section('Food & Dining'),
    locationAndSurroundings: section('Location & Surroundings'),
    roomDetailsAndAmenities: section('Room Details & Amenities'),
    activitiesAndNearbyAttractions: section('Activities & Nearby Attractions'),
  };
}

/** A hotel made by the admin (₹5,400 a night, featured, unless `over` says otherwise). */
export async function createHotel(baseURL: string, over: Partial<{ name: string; price: number; featured: boolean }> = {}) {
  const api = await signedInApi(baseURL, 'admin@raahi.test');
  const res = await api.post('/api/admin/hotel', {
    data: hotelFields(over.name ?? `Test Hotel ${unique()}`, over.price ?? 5400, over.featured ?? true),
  });
  if (!res.ok()) throw new Error(`create hotel failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { _id: string; name: string };
  await api.dispose();
  return body;
}

export const createFeaturedHotel = (baseURL: string, name = `Test Hotel ${unique()}`) => createHotel(baseURL, { name });

/** The admin changes a hotel's nightly tariff (made by createHotel, unfeatured). */
export async function setHotelPrice(baseURL: string, hotel: { _id: string; name: string }, price: number) {
  const api = await signedInApi(baseURL, 'admin@raahi.test');
  const res = await api.put(`/api/admin/hotel/edit/${hotel._id}`, { data: hotelFields(hotel.name, price, false) });
  if (!res.ok()) throw new Error(`set hotel price failed: ${res.status()} ${await res.text()}`);
  await api.dispose();
}

export async function createBlog(baseURL: string, title = `Monsoon in Meghalaya ${unique()}`) {
  const api = await signedInApi(baseURL, 'content@raahi.test');
  const res = await api.post('/api/admin/blog/addBlog', {
    data: {
      title,
      description: 'Living root bridges and waterfalls.\n\nCarry a rain jacket.',
      category: 'tour',
      author: 'Meera Iyer',
      featured: true,
      imagePath: (await storedPictures(api))[0],
    },
  });
  if (!res.ok()) throw new Error(`create blog failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { _id: string; title: string };
  await api.dispose();
  return body;
}
