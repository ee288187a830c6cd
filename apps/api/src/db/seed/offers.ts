// Demo offers: all current (started before today, ending weeks later), each pointing at a seeded
// hotel, cab or tour and showing that listing's picture.
import { addDays } from '@raahi/contract/rules/dates';
import type { Db } from '../client.ts';
import { offers } from '../schema.ts';
import type { SeededCab } from './cabs.ts';
import type { SeededHotel } from './hotels.ts';

type Listing = { id: string; name: string; image: string };
type OfferTemplate = { relatedTo: 'Hotel' | 'Cab' | 'Tour'; title: (name: string) => string; description: (name: string) => string };

const TEMPLATES: OfferTemplate[] = [
  {
    relatedTo: 'Hotel',
    title: (n) => `Flat 20% off at ${n}`,
    description: (n) => `Stay two nights or more at ${n} and save 20% on the room rate. Breakfast for two included.`,
  },
  {
    relatedTo: 'Tour',
    title: (n) => `${n}: ₹2,000 off per person`,
    description: (n) => `Book ${n} for two or more travellers and get ₹2,000 off per person on departures this season.`,
  },
  {
    relatedTo: 'Cab',
    title: (n) => `${n} outstation: 15% off`,
    description: (n) => `Save 15% on one-way and round trips in the ${n}. Driver allowance and fuel included.`,
  },
  {
    relatedTo: 'Hotel',
    title: (n) => `Weekend getaway at ${n}`,
    description: (n) => `Friday to Sunday stays at ${n} with late checkout and a complimentary dinner.`,
  },
  {
    relatedTo: 'Tour',
    title: (n) => `Early-bird deal on ${n}`,
    description: (n) => `Reserve ${n} at least 30 days ahead and pay 10% less.`,
  },
  {
    relatedTo: 'Cab',
    title: (n) => `Airport rides in the ${n}`,
    description: (n) => `Fixed fares on airport transfers in the ${n}, with 60 minutes of free waiting.`,
  },
  {
    relatedTo: 'Hotel',
    title: (n) => `Stay 3, pay 2 at ${n}`,
    description: (n) => `Your third night at ${n} is on us. Valid on all room types.`,
  },
  {
    relatedTo: 'Tour',
    title: (n) => `Family pack: ${n}`,
    description: (n) => `Children under 12 travel free on ${n} when sharing a room with two adults.`,
  },
  {
    relatedTo: 'Hotel',
    title: (n) => `Honeymoon special at ${n}`,
    description: (n) => `Candle-light dinner, flower decoration and a spa session for two at ${n}.`,
  },
];

export async function seedOffers(
  db: Db,
  today: string,
  listings: { hotels: SeededHotel[]; cabs: SeededCab[]; tours: { id: string; name: string; image: string }[] },
) {
  const byKind: Record<OfferTemplate['relatedTo'], Listing[]> = {
    Hotel: listings.hotels.map((h) => ({ id: h.id, name: h.name, image: h.imageUrl })),
    Cab: listings.cabs.map((c) => ({ id: c.id, name: c.model, image: c.imageUrl })),
    Tour: listings.tours,
  };
  const used: Record<string, number> = {};
  const rows = TEMPLATES.map((t, i) => {
    const k = (used[t.relatedTo] = (used[t.relatedTo] ?? -1) + 1);
    const target = byKind[t.relatedTo][(k * 3) % byKind[t.relatedTo].length]!;
    return {
      title: t.title(target.name),
      description: t.description(target.name),
      image: target.image,
      relatedTo: t.relatedTo,
      relatedId: target.id,
      startDate: addDays(today, -(1 + (i % 5))),
      endDate: addDays(today, 20 + i * 7),
      featured: i % 2 === 0,
    };
  });
  const hotel = byKind.Hotel[0]!;
  const coupons = [
    {
      title: 'WELCOME10: 10% off your first booking',
      description: 'Use code WELCOME10 on any hotel, cab or tour booking: 10% off, up to ₹1,000. Once per account.',
      couponCode: 'WELCOME10',
      discountType: 'percent' as const,
      discountValue: 10,
      maxDiscount: 100_000,
      appliesTo: 'any' as const,
      perAccountLimit: 1,
    },
    {
      title: 'STAY500: ₹500 off hotel stays',
      description: 'Use code STAY500 on hotel bookings of ₹5,000 or more and get ₹500 off.',
      couponCode: 'STAY500',
      discountType: 'flat' as const,
      discountValue: 50_000,
      minAmount: 500_000,
      appliesTo: 'hotels' as const,
    },
    {
      title: 'Members only: 15% off with MEMBER15',
      description: 'A secret deal for signed-in members: 15% off any hotel booking with code MEMBER15, up to ₹2,000.',
      couponCode: 'MEMBER15',
      discountType: 'percent' as const,
      discountValue: 15,
      maxDiscount: 200_000,
      appliesTo: 'hotels' as const,
      perAccountLimit: 2,
      membersOnly: true,
    },
  ].map((c) => ({
    ...c,
    image: hotel.image,
    relatedTo: 'Hotel' as const,
    relatedId: hotel.id,
    startDate: addDays(today, -7),
    endDate: addDays(today, 365),
    featured: true,
  }));
  return db
    .insert(offers)
    .values([...rows, ...coupons])
    .returning({ id: offers.id });
}
