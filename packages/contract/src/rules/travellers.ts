// Who travels on a tour or in a cab, and what each pays on a tour (docs/decisions/0065-tour-and-cab-travellers.md).
// Adults are the spec's `persons`; each child is given by age only (0-17 on the day of travel), never by name.
// Zod-free, so any page may import it.

/** Ages of children: 0 up to this (from 18 a traveller is an adult). */
export const MAX_CHILD_AGE = 17;
/** Below this age (by default) a child is an infant: travels free, takes no seat. */
export const DEFAULT_INFANT_BELOW_AGE = 2;
/** How many child price bands a tour may set. */
export const MAX_CHILD_BANDS = 4;
/** Children on one tour booking. */
export const MAX_CHILDREN = 20;
/** Travellers in one cab booking (the largest coach in the fleet form seats 60). */
export const MAX_TRAVELLERS = 60;

/** A band of children's ages (inclusive) and its price per child (paise in the rules, rupees on the wire). */
export type ChildPrice = { fromAge: number; toAge: number; price: number };

/** What a tour charges, paise: `price` per adult (on twin sharing where it includes stays). */
export type TourFares = {
  price: number;
  childPrices: readonly ChildPrice[];
  infantBelowAge: number;
  /** paise added once for an adult who has a room alone; 0: the tour has no stays or no supplement */
  singleSupplement: number;
};

export const isInfant = (age: number, infantBelowAge: number) => age < infantBelowAge;

/** Seats a party takes on a departure: every adult and every child who is not an infant. */
export const seatsTakenBy = (adults: number, childAges: readonly number[], infantBelowAge: number) =>
  adults + childAges.filter((age) => !isInfant(age, infantBelowAge)).length;

/**
 * The single supplement is due when one adult is left without a room-mate: adults share rooms in twos, and a
 * child who takes a seat shares the odd adult's room. So: an odd number of adults and no seated child.
 */
export const singleSupplementDue = (adults: number, childAges: readonly number[], infantBelowAge: number) =>
  adults % 2 === 1 && seatsTakenBy(0, childAges, infantBelowAge) === 0;

/** The band a child's age falls in (bands are inclusive at both ends), or undefined: the child pays the adult price. */
export const bandOf = (age: number, bands: readonly ChildPrice[]) => bands.find((b) => age >= b.fromAge && age <= b.toAge);

/** One part of a tour's base price; `ages` are the children's in it, in the order given. */
export type TourFarePart =
  | { kind: 'adults'; count: number; unit: number; amount: number }
  | { kind: 'children'; count: number; unit: number; amount: number; ages: number[]; fromAge: number; toAge: number }
  | { kind: 'children-at-adult-price'; count: number; unit: number; amount: number; ages: number[] }
  | { kind: 'infants'; count: number; unit: 0; amount: 0; ages: number[] }
  | { kind: 'single-supplement'; count: 1; unit: number; amount: number };

/**
 * The parts of a tour's base price for `adults` and children of `childAges`: adults at the tour's price, each
 * child at its band's price (a child in no band at the adult price), infants free, and the single supplement
 * when due. The parts add up to the base the booking charges (priceTour).
 */
export function tourFareParts(fares: TourFares, adults: number, childAges: readonly number[]): TourFarePart[] {
  const parts: TourFarePart[] = [];
  if (adults > 0) parts.push({ kind: 'adults', count: adults, unit: fares.price, amount: adults * fares.price });
  const infants = childAges.filter((a) => isInfant(a, fares.infantBelowAge));
  const seated = childAges.filter((a) => !isInfant(a, fares.infantBelowAge));
  const bands = [...fares.childPrices].sort((a, b) => a.fromAge - b.fromAge);
  for (const band of bands) {
    const ages = seated.filter((a) => bandOf(a, bands) === band);
    if (ages.length)
      parts.push({
        kind: 'children',
        count: ages.length,
        unit: band.price,
        amount: ages.length * band.price,
        ages,
        fromAge: band.fromAge,
        toAge: band.toAge,
      });
  }
  const unbanded = seated.filter((a) => !bandOf(a, bands));
  if (unbanded.length)
    parts.push({
      kind: 'children-at-adult-price',
      count: unbanded.length,
      unit: fares.price,
      amount: unbanded.length * fares.price,
      ages: unbanded,
    });
  if (infants.length) parts.push({ kind: 'infants', count: infants.length, unit: 0, amount: 0, ages: infants });
  if (fares.singleSupplement > 0 && singleSupplementDue(adults, childAges, fares.infantBelowAge))
    parts.push({ kind: 'single-supplement', count: 1, unit: fares.singleSupplement, amount: fares.singleSupplement });
  return parts;
}

/** Why a tour's child bands are not acceptable, or null: each within the child ages, from the infant age up, none overlapping. */
export function childBandsProblem(bands: readonly ChildPrice[], infantBelowAge: number): { index: number; message: string } | null {
  const sorted = bands.map((b, index) => ({ ...b, index })).sort((a, b) => a.fromAge - b.fromAge);
  for (const [i, b] of sorted.entries()) {
    if (b.toAge < b.fromAge) return { index: b.index, message: 'The upper age must be at least the lower age.' };
    if (b.fromAge < infantBelowAge)
      return { index: b.index, message: `Infants (below ${infantBelowAge}) travel free: start the band at ${infantBelowAge} or later.` };
    const prev = sorted[i - 1];
    if (prev && b.fromAge <= prev.toAge) return { index: b.index, message: 'Age bands must not overlap.' };
  }
  return null;
}

/** Why a cab cannot take a party, or null. */
export const cabSeatsRefusal = (seats: number, travellers: number) =>
  travellers > seats ? `This cab seats ${seats} and you are ${travellers} travellers: choose a larger cab.` : null;

/** Fare parts in rupees (from paise), as the wire carries them. */
export const farePartsInRupees = (parts: readonly TourFarePart[]): TourFarePart[] =>
  parts.map((p) => ({ ...p, unit: p.unit / 100, amount: p.amount / 100 }) as TourFarePart);

/** A booking's parts as sold; a booking made before children were priced: its adults at base ÷ persons. */
export const soldFareParts = (stored: readonly TourFarePart[], persons: number, base: number): TourFarePart[] =>
  stored.length ? [...stored] : [{ kind: 'adults', count: persons, unit: Math.round(base / persons), amount: base }];
