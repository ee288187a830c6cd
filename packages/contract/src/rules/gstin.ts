// India's GSTIN: two digits of the state code, the holder's PAN (five letters, four digits, a letter), the
// entity number (1-9, A-Z), 'Z', and a check character over the first fourteen. The check is the GST
// network's base-36 Luhn: every second character's value is doubled, each product adds its base-36 digits.
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character a GSTIN's first fourteen characters call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** Whether `value` (upper case, no spaces) is a GSTIN: its shape and its check character. */
export const isGstin = (value: string): boolean => SHAPE.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
