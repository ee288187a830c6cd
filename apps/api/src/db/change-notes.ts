// The rows a call changes, with their values before and after, noted while an audited call runs (the
// audit trail, decision 0052). rows.ts notes every insert, update and delete by id; a repository that
// changes rows another way calls noteChange itself. Outside an audited call nothing is kept.
// A transaction of an audited call writes the record of its changes itself, before it commits, so a change
// is never committed without its record nor a record without its change (recordBeforeCommit, decision 0071).
import { AsyncLocalStorage } from 'node:async_hooks';
import { changedFields } from '@raahi/contract/rules/audit';
import type { Db } from './client.ts';
import type { AuditChange } from './schema.ts';

export type ChangeNotes = {
  changes: AuditChange[];
  /** writes the record of `changes` with `db` (the transaction that made them, before it commits) */
  record: (db: Db, changes: AuditChange[]) => Promise<void>;
  /** how many of `changes` are on the record already, and in how many entries */
  recorded: number;
  entries: number;
};

/** Notes for an audited call whose record `record` writes. */
export const notesFor = (record: ChangeNotes['record']): ChangeNotes => ({ changes: [], record, recorded: 0, entries: 0 });

/**
 * After the call: what is not on the record yet (changes made outside a transaction: single statements), or
 * the call itself when nothing of it was written (a read of personal data, a call that changed nothing).
 */
export async function recordTheRest(db: Db, notes: ChangeNotes): Promise<void> {
  const rest = notes.changes.slice(notes.recorded);
  if (rest.length || notes.entries === 0) await notes.record(db, rest);
}

/**
 * Makes every transaction begun on `db` during an audited call write the record of the changes it made as
 * its last statement. A transaction that fails takes its record with it, and its changes leave the notes.
 */
export function recordBeforeCommit(db: Db): Db {
  const begin = db.transaction.bind(db);
  const transaction: typeof begin = async (fn, config) => {
    const notes = current.getStore();
    if (!notes) return begin(fn, config);
    const from = notes.changes.length;
    const before = { recorded: notes.recorded, entries: notes.entries };
    try {
      return await begin(async (tx) => {
        const result = await fn(tx);
        const made = notes.changes.slice(Math.max(from, notes.recorded));
        if (made.length) {
          await notes.record(tx as unknown as Db, made);
          notes.recorded = notes.changes.length;
          notes.entries += 1;
        }
        return result;
      }, config);
    } catch (err) {
      notes.changes.length = from;
      notes.recorded = Math.min(before.recorded, from);
      notes.entries = before.entries;
      throw err;
    }
  };
  db.transaction = transaction;
  return db;
}

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
