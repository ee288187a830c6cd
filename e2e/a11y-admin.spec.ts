import { seriousAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/sign-in.ts';

// axe-core finds no serious or critical violations on the back-office shell and its screens.
const PAGES: { name: string; as?: string; path: string }[] = [
  { name: 'back-office sign-in', path: '/admin' },
  { name: 'admin dashboard', as: 'admin@raahi.test', path: '/admin/dashboard' },
  { name: 'complaints', as: 'hotel@raahi.test', path: '/admin/complaints' },
  { name: 'data requests', as: 'admin@raahi.test', path: '/admin/data-requests' },
  { name: 'all users', as: 'admin@raahi.test', path: '/admin/user/alluser' },
  { name: 'all packages', as: 'tour@raahi.test', path: '/admin/tour/alltour' },
  { name: 'add package', as: 'tour@raahi.test', path: '/admin/tour/addtour' },
  { name: 'package categories', as: 'tour@raahi.test', path: '/admin/tour/allpackagecategory' },
  { name: 'all blogs', as: 'content@raahi.test', path: '/admin/blog/allblog' },
  { name: 'add blog', as: 'content@raahi.test', path: '/admin/blog/addblog' },
  { name: 'all offers', as: 'content@raahi.test', path: '/admin/offer/alloffers' },
  { name: 'add offer', as: 'content@raahi.test', path: '/admin/offer/addoffer' },
  { name: 'not allowed', as: 'content@raahi.test', path: '/admin/user/alluser' },
  { name: 'all hotels', as: 'admin@raahi.test', path: '/admin/hotel/allhotel' },
  { name: 'add hotel', as: 'admin@raahi.test', path: '/admin/hotel/addhotel' },
  { name: 'all cabs', as: 'admin@raahi.test', path: '/admin/cab/allcab' },
  { name: 'add cab', as: 'admin@raahi.test', path: '/admin/cab/addcab' },
  { name: 'all hotel bookings', as: 'admin@raahi.test', path: '/admin/hotel/all' },
  { name: 'tour bookings', as: 'tour@raahi.test', path: '/admin/tour/all' },
  { name: "hotel owner's edit form", as: 'hotel@raahi.test', path: '/admin/hotel/user' },
  { name: "hotel owner's view", as: 'hotel@raahi.test', path: '/admin/hotel/userview' },
  { name: "hotel owner's bookings", as: 'hotel@raahi.test', path: '/admin/hotel/bookings' },
  { name: "cab owner's edit form", as: 'cab@raahi.test', path: '/admin/cab/user' },
  { name: "cab owner's bookings", as: 'cab@raahi.test', path: '/admin/cab/booking' },
  { name: "hotel owner's hotels", as: 'hotel@raahi.test', path: '/admin/hotel/mine' },
  { name: "hotel owner's rooms and rates", as: 'hotel@raahi.test', path: '/admin/hotel/rooms' },
  { name: 'new room type', as: 'hotel@raahi.test', path: '/admin/hotel/room-type' },
  { name: 'new rate plan', as: 'hotel@raahi.test', path: '/admin/hotel/rate-plan' },
  { name: "hotel owner's calendar", as: 'hotel@raahi.test', path: '/admin/hotel/calendar' },
  { name: "cab owner's new cab", as: 'cab@raahi.test', path: '/admin/cab/new' },
  { name: 'listings review queue', as: 'admin@raahi.test', path: '/admin/listings/review' },
  { name: 'outbox', as: 'admin@raahi.test', path: '/admin/outbox' },
  { name: 'hotel enquiry inbox', as: 'hotel@raahi.test', path: '/admin/enquiry/hotel' },
  { name: 'reviews', as: 'content@raahi.test', path: '/admin/reviews' },
];

for (const target of PAGES) {
  test(`a11y: ${target.name} has no serious or critical axe violations`, async ({ page }) => {
    // axe walks every node: the owner's calendar is a month of cells per room type and plan, minutes on a busy machine
    test.setTimeout(180_000);
    if (target.as) await signIn(page, target.as);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(target.path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
