/** 'MOUNTAIN' → 'Mountain': types are stored lower-case and shown with a capital first letter. */
export function typeLabel(type: string): string {
  const t = type.trim().toLowerCase();
  return t.charAt(0).toUpperCase() + t.slice(1);
}
