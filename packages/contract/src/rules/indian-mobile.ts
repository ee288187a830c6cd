// An Indian mobile number in one form, whichever way it was typed: +91 and ten digits, the first 6–9.
// Zod-free, so any page may import it.

export const NOT_A_MOBILE = 'Enter a 10-digit Indian mobile number.';

const SPACING = /[\s().-]/g;

/** '+91 98765-43210', '098765 43210', '919876543210' → '+919876543210'; null when it is not an Indian mobile number. */
export function indianMobile(typed: string): string | null {
  const digits = typed.replace(SPACING, '');
  const local = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(digits)?.[1];
  return local ? `+91${local}` : null;
}

/** '+919876543210' as people read it: '+91 98765 43210'. */
export const spacedMobile = (mobile: string) => mobile.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');
