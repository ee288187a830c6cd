// Issue 28: an owner raises the weekend price and closes a night in the back-office calendar; a guest then
// sees the new prices for those nights, cannot book the closed one, and books and pays the weekend.
// Its nights are two months ahead in the owner's first hotel, where no other journey stays.
import { addDays } from '@raahi/contract/rules/dates';
import { isoWeekday } from '@raahi/contract/rules/rates';
import { monthName } from '@raahi/contract/i18n/indian-forms';
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import { rupees } from '@raahi/contract/rules/rupees';
import { expect, test, type Page } from './support/test.ts';
import { dayFromToday } from './support/public-data.ts';
import { signInAs, signInAsNewGuest } from './support/sign-in.ts';

type Named = { _id: string; name: string };
type RateNights = { ratePlanId: string; roomTypeId: string; nights: { date: string; price: number; closed: boolean }[] };
type Offer = { ratePlan: Named; sellable: boolean; reason?: string; nights: { date: string; price: number }[] };

const json = async <T>(res: { ok: () => boolean; json: () => Promise<unknown>; url: () => string }) => {
  expect(res.ok(), res.url()).toBe(true);
  return (await res.json()) as T;
};

/** The cell of a plan's night in the grid, by the words a screen reader hears. */
const rateCell = (page: Page, room: string, plan: string, date: string) =>
  page.getByRole('gridcell', { name: new RegExp(`^${room}, ${plan}, ${calendarDay(date, 'en', { weekday: true })}:`) });

test('an owner raises the weekend price and closes a night; a guest sees the prices, cannot book the closed night, books the weekend and pays', async ({
  page,
}) => {
  // the month starting at least 60 days ahead; its first Friday and Saturday, and the Wednesday after
  let monthStart = `${dayFromToday(60).slice(0, 8)}01`;
  if (monthStart < dayFromToday(60)) monthStart = `${addDays(monthStart, 32).slice(0, 8)}01`;
  const monthEnd = addDays(monthStart, 30);
  let friday = monthStart;
  while (isoWeekday(friday) !== 5) friday = addDays(friday, 1);
  const saturday = addDays(friday, 1);
  const wednesday = addDays(friday, 5);
  const weekendNights = Array.from({ length: 31 }, (_, i) => addDays(monthStart, i)).filter(
    (d) => isoWeekday(d) >= 5 && isoWeekday(d) <= 6,
  );

  await signInAs(page, 'hotel@raahi.test');
  const hotel = (await json<Named[]>(await page.request.get('/api/hotels/mine')))[0]!;
  const [room] = await json<Named[]>(await page.request.get(`/api/hotels/${hotel._id}/room-types`));
  const [plan] = await json<Named[]>(await page.request.get(`/api/hotels/${hotel._id}/rate-plans`));
  const before = await json<{ rates: RateNights[] }>(
    await page.request.get(`/api/hotels/${hotel._id}/calendar?from=${monthStart}&to=${monthEnd}`),
  );
  const priceBefore = (date: string) =>
    before.rates.find((r) => r.roomTypeId === room!._id && r.ratePlanId === plan!._id)!.nights.find((n) => n.date === date)!.price;
  const raised = (date: string) => Math.round(priceBefore(date) * 1.2);

  // the calendar of that month
  await page.goto('/admin/hotel/calendar');
  await expect(page.getByRole('heading', { level: 1, name: `Calendar · ${hotel.name}` })).toBeVisible();
  await page.getByLabel('Month').selectOption({ label: `${monthName(Number(monthStart.slice(5, 7)), 'en')} ${monthStart.slice(0, 4)}` });
  await expect(rateCell(page, room!.name, plan!.name, friday)).toContainText(rupees(priceBefore(friday)));

  // weekends 20% dearer for one room type under one plan: the preview counts the cells, then it applies
  await page.getByRole('button', { name: 'Bulk edit' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk edit' });
  await expect(bulk.getByLabel('From night')).toHaveValue(monthStart);
  await expect(bulk.getByLabel('To night (included)')).toHaveValue(monthEnd);
  // every box, not only the ticked ones: a list of the ticked shrinks as they are unticked (journeys before may add room types)
  for (const other of await bulk.getByRole('group', { name: 'Room types' }).getByRole('checkbox').all())
    if ((await other.evaluate((el) => el.parentElement?.textContent)) !== room!.name) await other.uncheck();
  await bulk.getByRole('group', { name: 'Rate plans' }).getByLabel(plan!.name, { exact: true }).check();
  await bulk.getByLabel('Friday').check();
  await bulk.getByLabel('Saturday').check();
  await bulk.getByLabel('Price a night (₹)').selectOption({ label: 'Change by %' });
  await bulk.getByLabel('Change (%)').fill('20');
  await bulk.getByRole('button', { name: 'Preview' }).click();
  await expect(bulk.getByRole('status')).toHaveText(`${weekendNights.length} cells change`);
  await bulk.getByRole('button', { name: 'Apply' }).click();
  await expect(bulk).toBeHidden();
  await expect(rateCell(page, room!.name, plan!.name, friday)).toContainText(rupees(raised(friday)));
  await expect(rateCell(page, room!.name, plan!.name, saturday)).toContainText(rupees(raised(saturday)));

  // the Wednesday closed from its cell (the keyboard opens it: Enter), then its history says so
  await rateCell(page, room!.name, plan!.name, wednesday).focus();
  await page.keyboard.press('Enter');
  const night = page.getByRole('dialog', { name: new RegExp(`^${room!.name} · ${plan!.name} · `) });
  await night.getByLabel('Closed', { exact: true }).check();
  await night.getByRole('button', { name: 'Save' }).click();
  await expect(night).toBeHidden();
  await expect(rateCell(page, room!.name, plan!.name, wednesday)).toHaveAccessibleName(/, closed$/);
  await rateCell(page, room!.name, plan!.name, wednesday).click();
  await night.getByRole('button', { name: "Show this night's history" }).click();
  await expect(night.getByRole('listitem').first()).toContainText('Closed: no → yes, by');
  await night.getByRole('button', { name: 'Cancel' }).click();

  // a guest: the weekend at the new prices, the Wednesday closed for that plan
  await signInAsNewGuest(page, 'Meera', 'Iyer');
  const weekend = await json<{ roomType: Named; plans: Offer[] }[]>(
    await page.request.get(`/api/hotel/${hotel._id}/rooms?checkin=${friday}&checkout=${addDays(saturday, 1)}&guests=2`),
  );
  const weekendOffer = weekend.find((c) => c.roomType._id === room!._id)!.plans.find((p) => p.ratePlan._id === plan!._id)!;
  expect(weekendOffer.sellable).toBe(true);
  expect(weekendOffer.nights).toEqual([
    { date: friday, price: raised(friday) },
    { date: saturday, price: raised(saturday) },
  ]);
  const closed = await json<{ roomType: Named; plans: Offer[] }[]>(
    await page.request.get(`/api/hotel/${hotel._id}/rooms?checkin=${wednesday}&checkout=${addDays(wednesday, 1)}&guests=2`),
  );
  const closedOffer = closed.find((c) => c.roomType._id === room!._id)!.plans.find((p) => p.ratePlan._id === plan!._id)!;
  expect(closedOffer.sellable).toBe(false);
  expect(closedOffer.reason).toMatch(/^Closed on /);
  const refused = await page.request.post('/api/booking/create', {
    data: {
      hotel: hotel._id,
      roomCount: 1,
      checkInDate: wednesday,
      checkOutDate: addDays(wednesday, 1),
      roomTypeId: room!._id,
      ratePlanId: plan!._id,
    },
  });
  expect(refused.ok()).toBe(false);
  expect(((await refused.json()) as { message: string }).message).toMatch(/Closed on /);

  // the weekend booked and paid on the site, at the new prices
  await page.goto(`/hotel/booking/${hotel._id}?checkin=${friday}&checkout=${addDays(saturday, 1)}`);
  await expect(page.getByTestId('price-summary')).toContainText(rupees(raised(friday) + raised(saturday)));
  const total = (await page.getByTestId('summary-total').textContent())!;
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByRole('dialog', { name: 'Confirm Your Booking' }).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: `Pay ${total} by UPI` }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('payment-result')).toContainText('Confirmed');
});
