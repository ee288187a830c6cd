import type { MessageKey } from '@raahi/contract/i18n/catalogue';

/**
 * The orders a list of results offers (the hotels' and the cabs'): the value the address and the API use
 * ('' is the list's own order), the words that name it, and the short words of a phone's Sort button.
 */
export const SORT_OPTIONS = [
  { key: 'common.sort.recommended', short: 'common.sort.short.recommended', value: '' },
  { key: 'common.sort.priceUp', short: 'common.sort.short.priceUp', value: 'price' },
  { key: 'common.sort.priceDown', short: 'common.sort.short.priceDown', value: '-price' },
  { key: 'common.sort.rating', short: 'common.sort.short.rating', value: 'rating' },
] as const satisfies readonly { key: MessageKey; short: MessageKey; value: string }[];

export type ResultSort = (typeof SORT_OPTIONS)[number]['value'];

/** The order an address asks for, when it is one of the choices; else the list's own. */
export const readSort = (value: string | null): ResultSort => SORT_OPTIONS.find((o) => o.value === value)?.value ?? '';
