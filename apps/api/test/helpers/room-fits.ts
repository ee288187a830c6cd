// What hotels.fit_children should hold for these live room types (decision 0091), worked out from the
// contract's own fit rule (rules/occupancy.ts fits) rather than from the SQL that keeps it.
import { fits, type RoomLimits } from '@raahi/contract/rules/occupancy';

/** A room of `adults` adults and `children` children, every child counted as one (age 5 by the default rules). */
const room = (adults: number, children: number) => ({ adults, childAges: Array<number>(children).fill(5) });

/** For 1, 2, … adults, the most children some room type takes with them; null when no room type takes one adult. */
export function fitChildrenOf(types: RoomLimits[]): number[] | null {
  const most: number[] = [];
  for (let adults = 1; types.some((t) => fits(t, room(adults, 0))); adults++) {
    let children = 0;
    while (types.some((t) => fits(t, room(adults, children + 1)))) children++;
    most.push(children);
  }
  return most.length ? most : null;
}
