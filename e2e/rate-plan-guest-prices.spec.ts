import { expect, test } from './support/test.ts';
import { createHotel, dayFromToday, signedInApi } from './support/public-data.ts';
import { signInAs } from './support/sign-in.ts';

// Issue 29, prices by guests in the rate plan form: the owner's form sets a room type's price for each child
// of an age band (₹900); it is saved and shown again, and a family's search then shows the higher price.

const checkin = dayFromToday(45);
const checkout = dayFromToday(47);

test('an owner sets a child’s price in the rate plan; a family then sees the higher price', async ({ page, baseURL }) => {
  const hotel = await createHotel(baseURL!, { price: 4000, featured: false });
  const api = await signedInApi(baseURL!, 'admin@raahi.test');
  const url = (path: string) => `/api/hotels/${hotel._id}${path}`;
  const ok = async <T>(res: Awaited<ReturnType<typeof api.get>>) => {
    expect(res.ok(), `${res.url()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const [standard] = await ok<{ _id: string }[]>(await api.get(url('/room-types')));
  const [plan] = await ok<{ _id: string }[]>(await api.get(url('/rate-plans')));
  const family = await ok<{ _id: string }>(
    await api.post(url('/room-types'), { data: { name: 'Family room', rooms: 2, maxAdults: 3, maxChildren: 2, maxOccupancy: 4 } }),
  );
  await ok(
    await api.put(url(`/rate-plans/${plan!._id}`), {
      data: {
        name: 'Room only',
        mealPlan: 'EP',
        prices: [
          { roomTypeId: standard!._id, price: 4000 },
          { roomTypeId: family._id, price: 6000 },
        ],
      },
    }),
  );
  const familyCard = () =>
    page
      .getByRole('region', { name: 'Choose your room' })
      .getByRole('article', { name: 'Family room' })
      .getByRole('group', { name: 'Family room, Room only' });
  const search = `/hotel/${hotel._id}?checkin=${checkin}&checkout=${checkout}&occupancy=2:5`;

  // before: children pay nothing, two nights at ₹6,000
  await page.goto(search);
  await expect(familyCard()).toContainText('₹12,000');

  await signInAs(page, 'admin@raahi.test');
  const form = `/admin/hotel/rate-plan?hotel=${hotel._id}&id=${plan!._id}`;
  await page.goto(form);
  const guests = page.getByRole('group', { name: 'Prices by guests in Family room' });
  await expect(guests.getByLabel('Price for 1 adult (₹)')).toBeVisible();
  await guests.getByLabel('Each extra adult (₹)').fill('1500');
  await guests.getByLabel('Each child aged 2–11 (₹)').fill('900');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // shown again as saved
  await page.goto(form);
  const again = page.getByRole('group', { name: 'Prices by guests in Family room' });
  await expect(again.getByLabel('Each child aged 2–11 (₹)')).toHaveValue('900');
  await expect(again.getByLabel('Each extra adult (₹)')).toHaveValue('1500');
  await expect(again.getByLabel('Price for 1 adult (₹)')).toHaveValue('');

  // the family's search: (₹6,000 + ₹900) × 2 nights
  await page.goto(search);
  await expect(familyCard()).toContainText('₹13,800');
  await expect(familyCard()).toContainText('₹6,900 a night');
});
