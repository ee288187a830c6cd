// How search results are ordered: the one statement that the 'How results are ranked' page shows and that
// the hotel, cab and tour searches follow (their ORDER tables are keyed by these orders and start from
// DEFAULT_ORDER). Nothing a provider pays or is paid — commission, an offer, a coupon, the featured mark —
// moves a listing within a list. Zod-free.

export const RESULT_ORDERS = ['newest', 'price', '-price', 'rating'] as const;
export type ResultOrder = (typeof RESULT_ORDERS)[number];

/** The order of a search that names none. */
export const DEFAULT_ORDER: ResultOrder = 'newest';

/** Each order's name (as the sort menus say it) and what decides a listing's place in it. */
export const RANKING_FACTORS: Record<ResultOrder, { name: string; factor: string }> = {
  newest: {
    name: 'Newest (the default)',
    factor: 'Listings most recently added to Raahi come first. This is the order of every list unless you choose another.',
  },
  price: {
    name: 'Price: low to high',
    factor:
      "The lowest price first: a hotel's price for one room-night, a cab's price for the trip and a tour's price per person, each before taxes and before any offer.",
  },
  '-price': { name: 'Price: high to low', factor: 'The same prices, the highest first.' },
  rating: {
    name: 'Rating',
    factor:
      "The highest average of travellers' published reviews first. Only a guest whose booking has ended may review it; a listing with no published review yet has no rating and comes last.",
  },
};

/** What decides which listings a list shows at all, before they are ordered. */
export const WHAT_IS_SHOWN: readonly string[] = [
  'Only live listings: ones their provider or Raahi has not taken down.',
  'Only listings that match every filter you chose (place, dates, price, type, stars, amenities).',
  'With dates, only hotels that have the rooms you need free on every night of the stay.',
];

/** What never moves a listing within a list. */
export const NEVER_RANKED_BY: readonly string[] = [
  'the commission Raahi earns on a booking, or any payment from a provider;',
  'an offer or a coupon a listing carries (an offer shows on the listing; it does not move it);',
  "the 'featured' mark: featured listings are chosen by Raahi's editors for the home page and the featured filter, and are not placed higher in a list;",
  'who you are: every visitor gets the same order for the same search.',
];
