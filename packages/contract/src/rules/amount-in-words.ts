// An amount in words as an Indian invoice states it: Indian numbering (thousand, lakh, crore), rupees and
// paise, "Only" at the end. Zod-free.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} ${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** 0–999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (!hundreds) return rest;
  return rest ? `${ONES[hundreds]} Hundred ${rest}` : `${ONES[hundreds]} Hundred`;
}

/** Indian groups, largest first: crore (10^7), lakh (10^5), thousand, then the last three digits. */
const GROUPS: [size: number, name: string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
];

/** A whole number in words with Indian numbering: 12,34,56,789 → 'Twelve Crore Thirty Four Lakh …'. 0 → 'Zero'. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`numberInWords: ${n} is not a whole number ≥ 0`);
  if (n === 0) return 'Zero';
  const words: string[] = [];
  let rest = n;
  const crores = Math.floor(rest / GROUPS[0]![0]);
  if (crores) {
    // above 99 crore the count of crores is itself said in Indian numbering ("One Hundred Crore", "One Lakh Crore")
    words.push(`${numberInWords(crores)} Crore`);
    rest %= GROUPS[0]![0];
  }
  for (const [size, name] of GROUPS.slice(1)) {
    const count = Math.floor(rest / size);
    if (count) words.push(`${belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest) words.push(belowThousand(rest));
  return words.join(' ');
}

/**
 * An amount in paise in words as an invoice states it: 412000 → 'Rupees Four Thousand One Hundred Twenty
 * Only'; 412050 → 'Rupees Four Thousand One Hundred Twenty and Fifty Paise Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`amountInWords: ${paise} is not a whole number of paise ≥ 0`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest) return `${belowHundred(rest)} Paise Only`;
  const inRupees = `Rupees ${numberInWords(rupees)}`;
  return rest ? `${inRupees} and ${belowHundred(rest)} Paise Only` : `${inRupees} Only`;
}
