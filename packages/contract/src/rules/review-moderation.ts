// What holds a review back for a person to read before it is published, and the rules the public reads
// (the reviews page links to them). Following IS 19000:2022 (online consumer reviews): only verified
// guests, every review published unless it breaks a stated rule, and the rules themselves published.
// Zod-free, so any page may import it.

/** The published moderation rules, in the order the rules page lists them. */
export const REVIEW_RULES = [
  'Only a guest whose booking through Raahi was confirmed and has ended can review it, once.',
  'Every review is published, good or bad, unless it breaks one of these rules. Ratings and review counts are computed from published reviews only; nobody at Raahi or at a hotel, cab or tour provider can set them.',
  'A review that contains a phone number, a web link or an email address, or abusive words, is held for a person to read before it is published.',
  'A review is hidden only if it breaks these rules (personal details, abuse, advertising, or it is not about the stay, trip or tour). Its author sees the reason, and the decision can be reversed.',
  'Providers may answer a review once, publicly. They cannot change or remove it.',
] as const;

export const HOLD_REASONS = {
  phone: 'It contains a phone number.',
  link: 'It contains a link or an email address.',
  abuse: 'It contains abusive words.',
} as const;

// ten or more digits, allowing spaces, dots, dashes and brackets between them (+91 98290 12345, 0141-2345678)
const PHONE = /(?:\+?\d[\s().-]*){10,}/;
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|in|net|org|co|io|info|biz|me|app|xyz|link|ly)\b|[\w.+-]+@[\w-]+\.[\w.]+/i;
// whole words only, so 'Scunthorpe' or 'classic' pass; a short list of common English and Hindi abuse
const ABUSIVE_WORDS = [
  'fuck',
  'fucking',
  'fucked',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'cunt',
  'dick',
  'motherfucker',
  'slut',
  'whore',
  'chutiya',
  'chutiye',
  'madarchod',
  'behenchod',
  'bhenchod',
  'bhosdike',
  'gandu',
  'harami',
  'kamina',
  'randi',
  'saala',
  'saali',
];
const ABUSE = new RegExp(`\\b(?:${ABUSIVE_WORDS.join('|')})\\b`, 'i');

/** Why a review's text must wait for a person before it is published, or null when it is published at once. */
export function holdReason(text: string): string | null {
  if (PHONE.test(text)) return HOLD_REASONS.phone;
  if (LINK.test(text)) return HOLD_REASONS.link;
  if (ABUSE.test(text)) return HOLD_REASONS.abuse;
  return null;
}
