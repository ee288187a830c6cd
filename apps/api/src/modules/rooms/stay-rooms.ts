// A booking's rooms named one by one (issue 29): each room's type and plan (the ones it names, else the
// cheapest combination that fits the party, as the rooms answer proposes), checked to fit its guests by the
// hotel's age rules, priced night by night for them (hotel-nights.ts roomPrice), and the rooms of every type
// counted against what is left (docs/decisions/0068-several-rooms-in-one-booking.md).
import type { MealPlan } from '@raahi/contract/rules/pricing';
import { fitReasonWords, fitRefusal, type RoomGuests } from '@raahi/contract/rules/occupancy';
import { stayDates } from '@raahi/contract/rules/sellability';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { RatePlanRow, RoomTypeRow } from './rooms.wire.ts';
import { loadHotelNights, type HotelNights } from './hotel-nights.ts';
import { MEALS_OF, pickRoomAndPlan, refuseUnsellable, roomsLeftFor, type Moving } from './stay-choice.ts';
import { offersFrom } from './stay-offers.ts';

export type RoomAsk = RoomGuests & { roomTypeId?: string | null; ratePlanId?: string | null };
export type RoomsAsk = { checkIn: string; checkOut: string; rooms: RoomAsk[]; mealPlan: MealPlan };

export type ChosenRoom = {
  roomType: RoomTypeRow;
  plan: RatePlanRow;
  guests: RoomGuests;
  /** paise for this room's guests, night by night */
  nights: { date: string; price: number }[];
};
export type RoomsChoice = {
  rooms: ChosenRoom[];
  /** the add-on meal plan: the one asked for when every room is room only, else none (the plans have the meals) */
  mealPlan: MealPlan;
  mealsIncluded: boolean;
  /** rooms of each type asked for beyond what is left (none: every room can be taken) */
  short: { roomType: RoomTypeRow; left: number } | null;
};

const roomLabel = (i: number) => `Room ${i + 1}`;

/** The types and plans the party's rooms take: named ones kept, the rest by the cheapest fitting combination. */
function picksFor(h: HotelNights, ask: RoomsAsk, moving?: Moving) {
  const open = ask.rooms.some((r) => !r.roomTypeId);
  const proposal = open
    ? offersFrom(h, {
        checkin: ask.checkIn,
        checkout: ask.checkOut,
        guests: 0,
        occupancy: ask.rooms.map((r) => ({ adults: r.adults, childAges: r.childAges })),
      })
    : [];
  return ask.rooms.map((room, i) => {
    if (room.roomTypeId) return pickRoomAndPlan(h, { ...room, mealPlan: ask.mealPlan }, moving);
    for (const o of proposal) {
      const p = o.plans.find((x) => x.proposedFor.includes(i));
      if (p) return { roomType: o.roomType, plan: p.plan };
    }
    throw conflict('No rooms left that fit these guests for these dates.', 'sold_out');
  });
}

export function chooseRoomsIn(h: HotelNights, ask: RoomsAsk, moving?: Moving): RoomsChoice {
  const picks = picksFor(h, ask, moving);
  const fields: Record<string, string> = {};
  picks.forEach(({ roomType }, i) => {
    const refusal = fitRefusal(roomType, ask.rooms[i]!, h.ageRules);
    if (refusal) fields[`rooms.${i}`] = `${roomType.name}: ${fitReasonWords(refusal)}.`;
  });
  const misfit = Object.keys(fields)[0];
  if (misfit) {
    const i = Number(misfit.split('.')[1]);
    throw badRequest(`${roomLabel(i)} does not fit its guests. ${fields[misfit]}`, fields);
  }
  const wanted = new Map<string, { roomType: RoomTypeRow; count: number }>();
  const sold = new Set<string>();
  for (const { roomType, plan } of picks) {
    const w = wanted.get(roomType.id) ?? { roomType, count: 0 };
    wanted.set(roomType.id, { roomType, count: w.count + 1 });
    const key = `${roomType.id}|${plan.id}`;
    if (!sold.has(key)) refuseUnsellable(h, plan, roomType, ask.checkIn, ask.checkOut, 1);
    sold.add(key);
  }
  let short: RoomsChoice['short'] = null;
  for (const { roomType, count } of wanted.values()) {
    const left = roomsLeftFor(h, roomType.id, ask.checkIn, ask.checkOut, moving);
    if (count > left && !short) short = { roomType, left };
  }
  const dates = stayDates(ask.checkIn, ask.checkOut);
  const rooms = picks.map(({ roomType, plan }, i): ChosenRoom => {
    const guests = { adults: ask.rooms[i]!.adults, childAges: [...ask.rooms[i]!.childAges] };
    return { roomType, plan, guests, nights: dates.map((date) => ({ date, price: h.roomPrice(plan.id, roomType.id, date, guests) })) };
  });
  const withMeals = rooms.find((r) => r.plan.mealPlan !== 'EP');
  return {
    rooms,
    mealPlan: withMeals ? MEALS_OF[withMeals.plan.mealPlan] : ask.mealPlan,
    mealsIncluded: Boolean(withMeals),
    short,
  };
}

/** The party's rooms for a stay, read from the hotel's nights (within the booking's transaction when it books). */
export async function chooseRooms(db: Db, hotelId: string, ask: RoomsAsk, moving?: Moving): Promise<RoomsChoice> {
  return chooseRoomsIn(await loadHotelNights(db, hotelId, ask.checkIn, ask.checkOut), ask, moving);
}
