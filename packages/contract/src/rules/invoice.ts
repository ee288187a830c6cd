// What a GST tax invoice and a credit note state (CGST Rules, rule 46 and rule 53), computed from a
// booking's stored price lines (rules/pricing.ts) and the rates of rules/gst.ts.
// docs/decisions/0023-invoices-and-vouchers.md. Zod-free.
import { GST_STATE_CODES, INDIAN_STATES } from '../indian-states.ts';
import { splitGst } from './gst.ts';
import type { BookingKind } from './booking-actions.ts';
import type { Breakdown } from './pricing.ts';

export const DOCUMENT_TYPES = ['invoice', 'credit_note'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Each series has its own prefix; a number is `<prefix>/<FY>/<6 digits>`, 16 characters as rule 46(b) allows at most. */
export const DOCUMENT_PREFIXES: Record<DocumentType, string> = { invoice: 'RAH', credit_note: 'RCN' };

/** The financial year (April to March) of an Indian calendar day: 2027-03-31 → '26-27', 2027-04-01 → '27-28'. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** RAH/26-27/000123 */
export const documentNumber = (type: DocumentType, financialYear: string, seq: number): string =>
  `${DOCUMENT_PREFIXES[type]}/${financialYear}/${String(seq).padStart(6, '0')}`;

/** The state a GSTIN is registered in (its first two digits), or undefined. */
export function stateOfGstin(gstin: string): string | undefined {
  const code = gstin.slice(0, 2);
  return Object.keys(GST_STATE_CODES).find((s) => GST_STATE_CODES[s] === code);
}

/** The state a billing value (`tamil-nadu`) or a name (`Tamil Nadu`) means, or undefined. */
export const stateNamed = (valueOrName: string): string | undefined =>
  INDIAN_STATES.find((s) => s.value === valueOrName || s.name.toLowerCase() === valueOrName.trim().toLowerCase())?.name;

/** The last state named in a place ("Manali, Himachal Pradesh"), or undefined. */
export function stateNamedIn(place: string): string | undefined {
  const text = place.toLowerCase();
  let found: { name: string; at: number } | undefined;
  for (const { name } of INDIAN_STATES) {
    const at = text.lastIndexOf(name.toLowerCase());
    if (at >= 0 && (!found || at > found.at || (at === found.at && name.length > found.name.length))) found = { name, at };
  }
  return found?.name;
}

/**
 * The place of supply (IGST Act, section 12): a hotel stay, where the property is (12(3)); a cab ride,
 * where the passenger embarks (12(9)); a tour, where the recipient is when known, else the supplier (12(2)).
 * A place the text does not name falls back to the recipient's state, then the supplier's.
 */
export function placeOfSupply(kind: BookingKind, p: { place: string; recipientState: string | undefined; supplierState: string }): string {
  const fallback = p.recipientState ?? p.supplierState;
  if (kind === 'tour') return fallback;
  return stateNamedIn(p.place) ?? fallback;
}

/** The money an invoice states, in paise. */
export type InvoiceFigures = {
  /** the value of the supply: base + meals − discount */
  taxable: number;
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** CGST and SGST rate each, when the supply is within one state */
  halfRate: number;
  /** what the guest paid for that is not our supply and carries no GST (trip insurance, the donation) */
  notTaxed: number;
  /** taxable + GST + notTaxed: the booking's total */
  total: number;
};

/** An invoice's figures from a booking's stored lines: the tax as CGST + SGST within one state, IGST otherwise. */
export function invoiceFigures(
  b: Pick<Breakdown, 'base' | 'meals' | 'discount' | 'taxes' | 'taxRate' | 'insurance' | 'donation'>,
  sameState: boolean,
): InvoiceFigures {
  const taxable = b.base + b.meals - b.discount;
  const split = splitGst(b.taxes, b.taxRate, sameState);
  const notTaxed = b.insurance + b.donation;
  return {
    taxable,
    rate: b.taxRate,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    halfRate: split.halfRate,
    notTaxed,
    total: taxable + b.taxes + notTaxed,
  };
}

/**
 * A credit note for `refund` paise against an invoice: the refund reduces the taxable value, the tax and
 * the untaxed lines in the invoice's proportions (section 34 of the CGST Act); the parts add up to the refund.
 */
export function creditNoteFigures(invoice: InvoiceFigures, refund: number): InvoiceFigures {
  const share = invoice.total > 0 ? Math.min(refund, invoice.total) / invoice.total : 0;
  const amount = Math.min(refund, invoice.total);
  const tax = Math.round((invoice.cgst + invoice.sgst + invoice.igst) * share);
  const notTaxed = Math.round(invoice.notTaxed * share);
  const split = splitGst(tax, invoice.rate, invoice.halfRate > 0);
  return {
    taxable: amount - tax - notTaxed,
    rate: invoice.rate,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    halfRate: split.halfRate,
    notTaxed,
    total: amount,
  };
}
