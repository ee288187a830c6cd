// The rows a call changes, with their values before and after, noted while an audited call runs (the
// audit trail, decision 0052). rows.ts notes every insert, update and delete by id; a repository that
// changes rows another way calls noteChange itself. Outside an audited call nothing is kept.
import { AsyncLocalStorage } from 'node:async_hooks';
import { changedFields } from '@raahi/contract/rules/audit';
import type { AuditChange } from './schema.ts';

export type ChangeNotes = { changes: AuditChange[] };

const current = new AsyncLocalStorage<ChangeNotes>();

/** Runs `fn`, keeping in `notes` the changes it makes. */
export const noteChangesOf = <T>(notes: ChangeNotes, fn: () => Promise<T>): Promise<T> => current.run(notes, fn);

/** Whether a call is being audited (a repository reads a row's old values only then). */
export const noting = (): boolean => current.getStore() !== undefined;

/** A plain copy of a row, dates as ISO text. */
const plain = (row: object | null | undefined): Record<string, unknown> | null =>
  row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null;

/** Notes that row `id` of `table` went from `before` to `after` (null: it did not exist / no longer does). */
export function noteChange(table: string, id: string, before: object | null | undefined, after: object | null | undefined): void {
  const notes = current.getStore();
  if (!notes) return;
  const diff = changedFields(plain(before), plain(after));
  if (before && after && Object.keys(diff.new ?? {}).length === 0) return;
  notes.changes.push({ table, id, old: diff.old, new: diff.new });
}
