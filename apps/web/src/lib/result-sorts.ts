import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import type { ResultOrder } from '@raahi/contract/rules/ranking';

/**
 * The orders a list of results offers (hotels, cabs, tours; the API's orders, rules/ranking.ts): the value the address and the API use
 * ('' is the list's own order), the words that name it, and the short words of a phone's Sort button.
 */
export const SORT_OPTIONS = [
  { key: 'common.sort.recommended', short: 'common.sort.short.recommended', value: '' },
  { key: 'common.sort.priceUp', short: 'common.sort.short.priceUp', value: 'price' },
  { key: 'common.sort.priceDown', short: 'common.sort.short.priceDown', value: '-price' },
  { key: 'common.sort.rating', short: 'common.sort.short.rating', value: 'rating' },
] as const satisfies readonly { key: MessageKey; short: MessageKey; value: ResultOrder | '' }[];

export type ResultSort = (typeof SORT_OPTIONS)[number]['value'];
/** An order a list asks the API for ('' asks for none). */
export type ListSort = Exclude<ResultSort, ''>;

/** The order an address asks for, when it is one of the choices; else the list's own. */
export const readSort = (value: string | null): ResultSort => SORT_OPTIONS.find((o) => o.value === value)?.value ?? '';
