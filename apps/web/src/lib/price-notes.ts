// What a listed price covers, in the words the cards and detail pages use: the unit it is for and the GST the
// server will add (the contract's pricing rules), so the first price a visitor sees is not a teaser.
import { cabTripTax, hotelNightlyTax, paise, rupeesOf, tourPersonTax } from '@raahi/contract/rules/pricing';
import { rupees } from '@raahi/contract/rules/rupees';

/** 'per night, + ₹1,602 taxes' */
export const hotelPriceNote = (price: number) => `per night, + ${rupees(rupeesOf(hotelNightlyTax(paise(price))))} taxes`;
/** 'per trip, + ₹125 taxes' */
export const cabPriceNote = (fare: number) => `per trip, + ${rupees(rupeesOf(cabTripTax(paise(fare))))} taxes`;
/** 'per person, + ₹500 taxes' */
export const tourPriceNote = (price: number) => `per person, + ${rupees(rupeesOf(tourPersonTax(paise(price))))} taxes`;
