import { seriousAxeViolations } from './support/axe.ts';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { firstId } from './support/public-pages.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

// axe-core finds no serious or critical violations on the hotel, cab and dashboard pages
// (the other public pages are in a11y.spec.ts).
type Target = { name: string; signedIn?: boolean; path: (api: APIRequestContext) => Promise<string> };

const PAGES: Target[] = [
  { name: 'hotels landing', path: async () => '/hotel' },
  { name: 'hotel search', path: async () => '/hotels' },
  // a hotel with several photos: its gallery's buttons carry words ('4 photos' on a phone, 'View all 4 photos')
  { name: 'hotel detail @phone', path: async (api) => `/hotel/${await hotelWithPhotos(api)}` },
  { name: 'hotel category', path: async () => '/hotel/resorts/1' },
  { name: 'hotel booking review', path: async (api) => `/hotel/booking/${await firstId(api, '/api/hotel?limit=1')}` },
  { name: 'cab listing', path: async () => '/c?sourceLocation=Delhi&destLocation=Agra' },
  { name: 'cab booking review', path: async (api) => `/cab/booking/${await firstId(api, '/api/cab?limit=1')}` },
  { name: 'user dashboard', signedIn: true, path: async () => '/user' },
  { name: 'profile', signedIn: true, path: async () => '/account' },
  { name: 'my bookings', signedIn: true, path: async () => '/bookings' },
];

async function hotelWithPhotos(api: APIRequestContext): Promise<string> {
  const hotels = (await (await api.get('/api/hotel?limit=100')).json()) as { _id: string; images: string[] }[];
  return hotels.find((h) => h.images.length > 1)!._id;
}

for (const target of PAGES) {
  test(`a11y: ${target.name} has no serious or critical axe violations`, async ({ page }) => {
    if (target.signedIn)
      expect((await page.request.post('/api/users/auth', { data: { email: 'user@raahi.test', password: DEMO_PASSWORD } })).ok()).toBe(true);
    const path = await target.path(page.request);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main#main h1, main#main h2').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
