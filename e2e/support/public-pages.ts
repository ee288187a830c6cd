import type { APIRequestContext } from '@playwright/test';

/** The id of the first listing the API lists at `url` (the newest: after other journeys, often one they made). */
export const firstId = async (request: APIRequestContext, url: string) =>
  ((await (await request.get(url)).json()) as { _id: string }[])[0]!._id;

/**
 * Every server-rendered public page, with the first tour, hotel, post and cab: lists, details, a category, a
 * search, and the booking reviews' static parts (the listing, the stay or trip from the URL, the price estimate).
 */
export async function publicPages(request: APIRequestContext): Promise<string[]> {
  const [tour, hotel, post, cab] = await Promise.all(
    ['/api/tour?limit=1', '/api/hotel?limit=1', '/api/blog?limit=1', '/api/cab?limit=1'].map((u) => firstId(request, u)),
  );
  return [
    '/',
    '/tour',
    `/tour/${tour}`,
    '/tour/mountain/all',
    '/hotel',
    '/hotels?location=Goa',
    `/hotel/${hotel}`,
    '/blog',
    `/blog/${post}`,
    '/cab',
    '/help',
    '/privacy',
    `/hotel/booking/${hotel}`,
    `/cab/booking/${cab}?pickupLocation=Delhi&dropoffLocation=Agra`,
  ];
}
