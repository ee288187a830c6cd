// What a listed price covers, in the words the cards and detail pages use: the unit it is for and the GST the
// server will add (the contract's pricing rules), so the first price a visitor sees is not a teaser.
import { cabTripTax, hotelNightlyTax, paise, rupeesOf, tourPersonTax } from '@raahi/contract/rules/pricing';
import { rupees } from '@raahi/contract/rules/rupees';
import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';

type Translate = (key: MessageKey, values: MessageValues) => string;

/** 'per night, + ₹1,602 taxes' (in the page's language: pass useT()'s t) */
export const hotelPriceNote = (t: Translate, price: number) =>
  t('common.price.perNight', { taxes: rupees(rupeesOf(hotelNightlyTax(paise(price)))) });
/** 'per trip, + ₹125 taxes' */
export const cabPriceNote = (t: Translate, fare: number) => t('common.price.perTrip', { taxes: rupees(rupeesOf(cabTripTax(paise(fare)))) });
/** 'per person, + ₹500 taxes' */
export const tourPriceNote = (t: Translate, price: number) =>
  t('common.price.perPerson', { taxes: rupees(rupeesOf(tourPersonTax(paise(price)))) });
