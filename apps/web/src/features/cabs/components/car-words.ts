import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';
import { CAR_TYPES, FUEL_TYPES, type CabFilters } from '../search-params.ts';

type Translate = (key: MessageKey, values?: MessageValues) => string;
const NAMED: readonly string[] = [...CAR_TYPES, ...FUEL_TYPES];

/** A car's type or fuel ('Sedan', 'Diesel') in the page's words; one the catalogue does not name shows as stored. */
export function carWord(value: string, t: Translate): string {
  return NAMED.includes(value) ? t(`cabs.car.${value as (typeof CAR_TYPES)[number] | (typeof FUEL_TYPES)[number]}`) : value;
}

/** A filter's value in the page's words: a car's type or fuel, or '6 seats'. */
export function cabFilterWord(filter: keyof CabFilters, value: string, t: Translate): string {
  return filter === 'seats' ? t('cabs.filters.seatCount', { count: value }) : carWord(value, t);
}
