/** The hotel category pages /hotel/{categoryTitle}/{id}: stays grouped by property type. */
export const HOTEL_CATEGORIES = [
  { id: '1', slug: 'resorts', title: 'Resorts', type: 'Resort', blurb: 'Pools, spas and long lazy days by the sea or in the hills.' },
  { id: '2', slug: 'villas', title: 'Villas', type: 'Villa', blurb: 'Private homes with space for the whole family.' },
  { id: '3', slug: 'hotels', title: 'Hotels', type: 'Hotel', blurb: 'City stays close to everything you came to see.' },
  { id: '4', slug: 'apartments', title: 'Apartments', type: 'Apartment', blurb: 'Kitchens, living rooms and room to settle in.' },
  { id: '5', slug: 'camps', title: 'Camps', type: 'Camp', blurb: 'Tents under the stars in the desert and the Himalaya.' },
] as const;

export type HotelCategory = (typeof HOTEL_CATEGORIES)[number];

export const categoryPath = (c: HotelCategory) => `/hotel/${c.slug}/${c.id}`;

export function findCategory(slug: string | undefined, id: string | undefined): HotelCategory | undefined {
  return HOTEL_CATEGORIES.find((c) => c.id === id) ?? HOTEL_CATEGORIES.find((c) => c.slug === slug?.toLowerCase());
}
