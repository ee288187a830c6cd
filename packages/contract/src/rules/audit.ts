// What goes on the audit trail (decision 0052): every change made by staff or a provider — any account but
// a traveller's — whatever the row, so a new back-office row is on the record without a word; and each
// read by them of a row that answers other people's personal data (the row says `audit: 'read'`). A row
// may say `none` for a change that is only the caller's own session.
import type { Actor } from './access.ts';

export type AuditMark = 'read' | 'none';
export type AuditKind = 'change' | 'read';

/** Whether, and as what, a call by `actor` of `row` is put on the audit trail. */
export function auditKindOf(row: { method: string; audit?: AuditMark }, actor: Actor | null): AuditKind | null {
  if (!actor || actor.role === 'user' || row.audit === 'none') return null;
  if (row.method !== 'GET') return 'change';
  return row.audit === 'read' ? 'read' : null;
}

/** Fields whose values never reach the trail: passwords, their hashes, tokens and other secrets. */
export const isSecretField = (name: string): boolean => /password|token|secret|otp|cvv|card_?number/i.test(name);

/** The fields that differ between two versions of a row (both, only what changed; secrets withheld). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { old: Record<string, unknown> | null; new: Record<string, unknown> | null } {
  const keep = (row: Record<string, unknown> | null, keys: string[]) =>
    row && Object.fromEntries(keys.map((k) => [k, isSecretField(k) ? '[withheld]' : row[k]]));
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) => k !== 'updatedAt' && (!before || !after || JSON.stringify(before[k]) !== JSON.stringify(after[k])),
  );
  return { old: keep(before, keys), new: keep(after, keys) };
}
