// Demo offers: all current (started before today, ending weeks later), each pointing at a seeded
// hotel, cab or tour and showing that listing's picture, each with the rule that gives its discount
// (automatic or a code), so what an offer says is what the booking gets.
import { addDays } from '@raahi/contract/rules/dates';
import type { Db } from '../client.ts';
import { offers } from '../schema.ts';
import type { SeededCab } from './cabs.ts';
import type { SeededHotel } from './hotels.ts';
import { typedIn, type Translations } from '@raahi/contract/rules/translations';

/** `nameHi`: its name on Hindi pages (the one given in Hindi, else as typed) */
type Listing = { id: string; name: string; nameHi: string; image: string };
/** The discount an offer gives, amounts in paise: automatic on its listing's eligible bookings, or with a code. */
type Rule = {
  autoApply?: boolean;
  couponCode?: string;
  discountType: 'percent' | 'flat';
  discountValue: number;
  maxDiscount?: number;
  minAmount?: number;
  minNights?: number;
};
// Every figure in the words is the rule's own (rules/offer-words.ts checks it; the seed test too).
type OfferTemplate = {
  relatedTo: 'Hotel' | 'Cab' | 'Tour';
  title: (name: string) => string;
  description: (name: string) => string;
  /** the same in Hindi, with the listing's name as Hindi pages show it */
  hi: { title: (name: string) => string; description: (name: string) => string };
  rule: Rule;
};

const TEMPLATES: OfferTemplate[] = [
  {
    relatedTo: 'Hotel',
    title: (n) => `Flat 20% off at ${n}`,
    description: (n) => `Stay 2 nights or more at ${n} and save 20%, taken off automatically when you book.`,
    hi: {
      title: (n) => `${n} पर 20% की छूट`,
      description: (n) => `${n} में 2 रातें या उससे ज़्यादा ठहरें और 20% बचाएँ, बुक करते समय अपने-आप घटेगा।`,
    },
    rule: { autoApply: true, discountType: 'percent', discountValue: 20, minNights: 2 },
  },
  {
    relatedTo: 'Tour',
    title: (n) => `${n}: ₹2,000 off`,
    description: (n) => `Book ${n} this season and ₹2,000 comes off the price automatically.`,
    hi: {
      title: (n) => `${n}: ₹2,000 की छूट`,
      description: (n) => `इस सीज़न ${n} बुक करें, दाम से ₹2,000 अपने-आप घट जाएँगे।`,
    },
    rule: { autoApply: true, discountType: 'flat', discountValue: 200_000 },
  },
  {
    relatedTo: 'Cab',
    title: (n) => `${n}: ₹300 off every trip`,
    description: (n) => `Book the ${n} and ₹300 comes off the fare automatically, on top of its everyday price.`,
    hi: {
      title: (n) => `${n}: हर सफ़र पर ₹300 की छूट`,
      description: (n) => `${n} बुक करें और किराए से ₹300 अपने-आप घटेंगे, रोज़ के दाम के ऊपर से।`,
    },
    rule: { autoApply: true, discountType: 'flat', discountValue: 30_000 },
  },
  {
    relatedTo: 'Hotel',
    title: (n) => `Longer stays at ${n}`,
    description: (n) => `Stay 3 nights or more at ${n} and save 15%, taken off automatically.`,
    hi: {
      title: (n) => `${n} में लंबे ठहराव`,
      description: (n) => `${n} में 3 रातें या उससे ज़्यादा ठहरें और 15% बचाएँ, अपने-आप घटेगा।`,
    },
    rule: { autoApply: true, discountType: 'percent', discountValue: 15, minNights: 3 },
  },
  {
    relatedTo: 'Tour',
    title: (n) => `Early-bird code for ${n}`,
    description: (n) => `Use code EARLY10 when you book ${n}: 10% off, up to ₹5,000.`,
    hi: {
      title: (n) => `${n} के लिए अर्ली-बर्ड कोड`,
      description: (n) => `${n} बुक करते समय कोड EARLY10 लगाएँ: 10% की छूट, ज़्यादा से ज़्यादा ₹5,000।`,
    },
    rule: { couponCode: 'EARLY10', discountType: 'percent', discountValue: 10, maxDiscount: 500_000 },
  },
  {
    relatedTo: 'Cab',
    title: (n) => `Airport rides in the ${n}`,
    description: (n) => `Use code RIDE200 to take ₹200 off a ride in the ${n}.`,
    hi: {
      title: (n) => `${n} में एयरपोर्ट की सवारी`,
      description: (n) => `${n} की सवारी पर कोड RIDE200 लगाएँ और ₹200 बचाएँ।`,
    },
    rule: { couponCode: 'RIDE200', discountType: 'flat', discountValue: 20_000 },
  },
  {
    relatedTo: 'Hotel',
    title: (n) => `Stay 4, save 25% at ${n}`,
    description: (n) => `Book 4 nights or more at ${n} and 25% comes off automatically, on every room type.`,
    hi: {
      title: (n) => `${n} में 4 रातें ठहरें, 25% बचाएँ`,
      description: (n) => `${n} में 4 रातें या उससे ज़्यादा बुक करें, हर तरह के कमरे पर 25% अपने-आप घटेगा।`,
    },
    rule: { autoApply: true, discountType: 'percent', discountValue: 25, minNights: 4 },
  },
  {
    relatedTo: 'Tour',
    title: (n) => `Family pack: ${n}`,
    description: (n) => `Bookings of ${n} worth ₹20,000 or more get ₹1,500 off automatically.`,
    hi: {
      title: (n) => `फ़ैमिली पैक: ${n}`,
      description: (n) => `₹20,000 या उससे ज़्यादा की ${n} बुकिंग पर ₹1,500 अपने-आप घटेंगे।`,
    },
    rule: { autoApply: true, discountType: 'flat', discountValue: 150_000, minAmount: 2_000_000 },
  },
  {
    relatedTo: 'Hotel',
    title: (n) => `Honeymoon special at ${n}`,
    description: (n) => `Use code HONEYMOON at ${n}: 12% off your stay, up to ₹3,000.`,
    hi: {
      title: (n) => `${n} में हनीमून स्पेशल`,
      description: (n) => `${n} में कोड HONEYMOON लगाएँ: ठहरने पर 12% की छूट, ज़्यादा से ज़्यादा ₹3,000।`,
    },
    rule: { couponCode: 'HONEYMOON', discountType: 'percent', discountValue: 12, maxDiscount: 300_000 },
  },
];

export async function seedOffers(
  db: Db,
  today: string,
  listings: { hotels: SeededHotel[]; cabs: SeededCab[]; tours: { id: string; name: string; image: string; translations: Translations }[] },
) {
  const byKind: Record<OfferTemplate['relatedTo'], Listing[]> = {
    Hotel: listings.hotels.map((h) => ({ id: h.id, name: h.name, nameHi: typedIn(h, 'hi').name, image: h.imageUrl })),
    Cab: listings.cabs.map((c) => ({ id: c.id, name: c.model, nameHi: c.model, image: c.imageUrl })),
    Tour: listings.tours.map((t) => ({ id: t.id, name: t.name, nameHi: typedIn(t, 'hi').name, image: t.image })),
  };
  const used: Record<string, number> = {};
  const rows = TEMPLATES.map((t, i) => {
    const k = (used[t.relatedTo] = (used[t.relatedTo] ?? -1) + 1);
    // never the demo owners' hotel and cab or the first tours, whose journeys count on their plain prices
    const target = byKind[t.relatedTo][(k * 3 + 2) % byKind[t.relatedTo].length]!;
    return {
      title: t.title(target.name),
      description: t.description(target.name),
      translations: { hi: { title: t.hi.title(target.nameHi), description: t.hi.description(target.nameHi) } },
      image: target.image,
      relatedTo: t.relatedTo,
      relatedId: target.id,
      startDate: addDays(today, -(1 + (i % 5))),
      endDate: addDays(today, 20 + i * 7),
      featured: i % 2 === 0,
      ...t.rule,
    };
  });
  const hotel = byKind.Hotel[0]!;
  const coupons = [
    {
      title: 'WELCOME10: 10% off your first booking',
      translations: {
        hi: {
          title: 'WELCOME10: पहली बुकिंग पर 10% की छूट',
          description: 'किसी भी होटल, कैब या टूर की बुकिंग पर कोड WELCOME10 लगाएँ: 10% की छूट, ज़्यादा से ज़्यादा ₹1,000। हर खाते पर एक बार।',
        },
      },
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
      translations: {
        hi: {
          title: 'STAY500: होटल में ठहरने पर ₹500 की छूट',
          description: '₹5,000 या उससे ज़्यादा की होटल बुकिंग पर कोड STAY500 लगाएँ और ₹500 बचाएँ।',
        },
      },
      description: 'Use code STAY500 on hotel bookings of ₹5,000 or more and get ₹500 off.',
      couponCode: 'STAY500',
      discountType: 'flat' as const,
      discountValue: 50_000,
      minAmount: 500_000,
      appliesTo: 'hotels' as const,
    },
    {
      title: 'Members only: 15% off with MEMBER15',
      translations: {
        hi: {
          title: 'सिर्फ़ सदस्यों के लिए: MEMBER15 से 15% की छूट',
          description: 'लॉग इन किए सदस्यों के लिए ख़ास डील: किसी भी होटल बुकिंग पर कोड MEMBER15 से 15% की छूट, ज़्यादा से ज़्यादा ₹2,000।',
        },
      },
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
