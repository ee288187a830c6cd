// A party's rooms as the rooms answer proposes them (its cheapest fitting combination, decision 0064): for each
// room of the party, its room type and plan and what it costs for its guests. The review page books these.
import type { RoomChoice, StayOffer } from '@raahi/contract/rooms';
import type { Occupancy, RoomGuests } from '@raahi/contract/rules/occupancy';

export type PartyRoom = {
  guests: RoomGuests;
  room: RoomChoice;
  offer: StayOffer;
  /** rupees for the stay for these guests, before GST, and its GST */
  total: number;
  taxes: number;
  /** rupees a night for these guests */
  nights: { date: string; price: number }[];
};

/**
 * Each room of the party under the type and plan proposed for it; null when the answer proposes none. With a
 * plan picked on the hotel's page (`pick`): the rooms it fits under it, as its card priced them, when enough
 * rooms of its type are left for them, and the others as proposed.
 */
export function partyRooms(
  answer: RoomChoice[],
  occupancy: Occupancy,
  pick?: { roomType: string | null; plan: string | null },
): PartyRoom[] | null {
  const rooms: PartyRoom[] = [];
  const picked = pickedPlan(answer, pick);
  for (const [i, guests] of occupancy.entries()) {
    const found =
      picked && picked.offer.party?.rooms.includes(i)
        ? picked
        : answer.flatMap((room) => room.plans.filter((p) => p.proposedFor?.includes(i)).map((offer) => ({ room, offer })))[0];
    const price = found?.offer.byRoom?.find((r) => r.room === i);
    if (!found || !price) return null;
    rooms.push({ guests, ...found, total: price.total, taxes: price.taxes, nights: price.nights });
  }
  return rooms;
}

/** The plan picked on the hotel's page when it can take the rooms it fits: on sale, with that many rooms left. */
function pickedPlan(answer: RoomChoice[], pick?: { roomType: string | null; plan: string | null }) {
  const room = answer.find((r) => r.roomType._id === pick?.roomType);
  const offer = room?.plans.find((p) => p.ratePlan._id === pick?.plan);
  if (!room || !offer?.sellable || !offer.party?.rooms.length || offer.party.rooms.length > room.roomsLeft) return undefined;
  return { room, offer };
}
