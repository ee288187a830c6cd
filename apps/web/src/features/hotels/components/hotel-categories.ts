// The categories are the contract's: the API's sitemap lists their pages too.
import { HOTEL_CATEGORIES, type HotelCategory } from '@raahi/contract/site-paths';

export { HOTEL_CATEGORIES, hotelCategoryPath as categoryPath, type HotelCategory } from '@raahi/contract/site-paths';

export function findCategory(slug: string | undefined, id: string | undefined): HotelCategory | undefined {
  return HOTEL_CATEGORIES.find((c) => c.id === id) ?? HOTEL_CATEGORIES.find((c) => c.slug === slug?.toLowerCase());
}
