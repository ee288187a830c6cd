// What a listing's typed lines may claim: nothing the rules of the site make untrue. Every price has GST
// added (rules/pricing.ts), so no line may say taxes are included; every booking is paid online, so none may
// offer paying at the hotel; and free cancellation is claimed only under a policy that has a free period
// (rules/cancellation.ts). The API answers listings without such lines, and the pages state the taxes from
// the pricing rule instead. Zod-free.
import type { CancellationPolicy } from './cancellation.ts';

const TAXES_INCLUDED = /\b(tax|taxes|gst)\b/i;
const PAY_AT_HOTEL = /\bpay(ment|able)?\s+(at|on)\s+(the\s+)?(hotel|property|arrival|check-?in)\b/i;
const FREE_CANCELLATION = /\bfree\s+cancell?ation\b/i;

/** Why a line a listing offers (an inclusion, a price highlight) is untrue here; null when it may stand. */
export function untrueClaim(line: string, policy: CancellationPolicy): string | null {
  if (TAXES_INCLUDED.test(line)) return 'GST is added to the price, so taxes are not an inclusion.';
  if (PAY_AT_HOTEL.test(line)) return 'Bookings are paid online; paying at the hotel is not offered.';
  if (FREE_CANCELLATION.test(line) && policy.type === 'non-refundable') return 'The cancellation policy is non-refundable.';
  return null;
}

/** The lines that may stand. */
export const trueClaims = (lines: string[], policy: CancellationPolicy): string[] => lines.filter((l) => !untrueClaim(l, policy));

/** The taxes a listing's price gets, in words, from the GST rate the booking charges: 'GST 5% is added to the price'. */
export const taxesInWords = (taxRate: number): string => `GST ${taxRate}% is added to the price`;
