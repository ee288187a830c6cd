import type { MessageKey } from '@raahi/contract/i18n/catalogue';

/** The tour types the catalogue names in each language; another type shows as it is stored. */
const NAMED = ['beach', 'camping', 'desert', 'heritage', 'mountain', 'wildlife'] as const;
type Translate = (key: MessageKey) => string;

/** 'MOUNTAIN' → 'Mountain' ('पहाड़' in Hindi): types are stored lower-case and shown with a capital first letter. */
export function typeLabel(type: string, t: Translate): string {
  const key = type.trim().toLowerCase();
  const named = NAMED.find((n) => n === key);
  if (named) return t(`tours.type.${named}`);
  return key.charAt(0).toUpperCase() + key.slice(1);
}
