import * as api from '@raahi/contract/rooms';
import { route } from '../../http/route.ts';
import { refusalWords } from '@raahi/contract/rules/sellability';
import { toRupees } from '../../lib/money.ts';
import { toWireRatePlan, toWireRoomType } from './rooms.wire.ts';
import { getLiveListing } from '../listings/index.ts';
import { editCalendar, nightHistory, readCalendar, undoLastEdit } from './calendar.service.ts';
import * as rooms from './rooms.service.ts';
import { lowestNightPrices } from './night-prices.ts';
import { publicPlan, stayOffers } from './stay-offers.ts';

/** a plan as its form shows it, with its base prices as now in force */
async function wirePlan(db: Parameters<typeof rooms.ratePlansWithPrices>[0], hotelId: string, id: string) {
  const found = (await rooms.ratePlansWithPrices(db, hotelId)).find((p) => p.plan.id === id)!;
  return toWireRatePlan(found.plan, found.prices);
}

export const roomRoutes = [
  route(api.listRoomTypes, async ({ db, subject }) => (await rooms.listRoomTypes(db, subject.id)).map(toWireRoomType)),
  route(api.createRoomType, async ({ db, subject, body }) => toWireRoomType(await rooms.createRoomType(db, subject.id, body))),
  route(api.updateRoomType, async ({ db, subject, params, body }) =>
    toWireRoomType(await rooms.updateRoomType(db, subject.id, params.roomTypeId, body)),
  ),
  route(api.removeRoomType, async ({ db, subject, params }) => rooms.removeRoomType(db, subject.id, params.roomTypeId)),

  route(api.listRatePlans, async ({ db, subject }) =>
    (await rooms.ratePlansWithPrices(db, subject.id)).map((p) => toWireRatePlan(p.plan, p.prices)),
  ),
  route(api.createRatePlan, async ({ db, subject, body }) => {
    const row = await rooms.createRatePlan(db, subject.id, body);
    return wirePlan(db, subject.id, row.id);
  }),
  route(api.updateRatePlan, async ({ db, subject, params, body }) => {
    const row = await rooms.updateRatePlan(db, subject.id, params.ratePlanId, body);
    return wirePlan(db, subject.id, row.id);
  }),
  route(api.removeRatePlan, async ({ db, subject, params }) => rooms.removeRatePlan(db, subject.id, params.ratePlanId)),

  route(api.getCalendar, async ({ db, subject, query }) => readCalendar(db, subject.id, query.from, query.to)),
  route(api.editCalendar, async ({ db, subject, actor, body, changed }) => {
    const edit = await editCalendar(db, subject.id, actor, body);
    if (body.dryRun) changed([]);
    return edit;
  }),
  route(api.undoCalendarEdit, async ({ db, subject, actor }) => undoLastEdit(db, subject.id, actor)),
  route(api.calendarHistory, async ({ db, subject, query }) => nightHistory(db, subject.id, query.date, query.roomTypeId)),

  route(api.listStayRooms, async ({ db, params, query }) => {
    const hotel = await getLiveListing(db, 'hotel', params.id);
    const offers = await stayOffers(db, hotel.id, query);
    return offers.map((o) => ({
      roomType: {
        _id: o.roomType.id,
        name: o.roomType.name,
        description: o.roomType.description,
        photos: o.roomType.photos,
        beds: o.roomType.beds,
        sizeSqm: o.roomType.sizeSqm,
        baseOccupancy: o.roomType.baseOccupancy,
        maxAdults: o.roomType.maxAdults,
        maxChildren: o.roomType.maxChildren,
        maxOccupancy: o.roomType.maxOccupancy,
        amenities: o.roomType.amenities,
      },
      roomsLeft: o.roomsLeft,
      roomsNeeded: o.roomsNeeded,
      plans: o.plans.map((p) => ({
        ratePlan: publicPlan(p.plan, query.checkin),
        sellable: p.refusal === null,
        ...(p.refusal !== null && { reason: refusalWords(p.refusal), refusal: p.refusal }),
        nights: p.nights.map((n) => ({ date: n.date, price: toRupees(n.price) })),
        total: toRupees(p.total),
        taxes: toRupees(p.taxes),
        ...(query.occupancy && {
          byRoom: p.byRoom.map((r) => ({
            room: r.room,
            nights: r.nights.map((n) => ({ date: n.date, price: toRupees(n.price) })),
            total: toRupees(r.total),
            taxes: toRupees(r.taxes),
          })),
          proposedFor: p.proposedFor,
          ...(p.party && {
            party: {
              rooms: p.party.rooms,
              nights: p.party.nights.map((n) => ({ date: n.date, price: toRupees(n.price) })),
              total: toRupees(p.party.total),
              taxes: toRupees(p.party.taxes),
            },
          }),
        }),
      })),
      ...(o.fitsRooms && { fits: o.fitsRooms.length > 0, fitsRooms: o.fitsRooms }),
      ...(o.fitReason && { reason: o.fitReason }),
      ...(o.fitRefusal && { fitRefusal: o.fitRefusal }),
    }));
  }),
  route(api.listNightPrices, async ({ db, params, query }) => {
    const hotel = await getLiveListing(db, 'hotel', params.id);
    const nights = await lowestNightPrices(db, hotel.id, query.month);
    return { month: query.month, nights: nights.map((n) => ({ date: n.date, price: n.price === null ? null : toRupees(n.price) })) };
  }),
];
