// A bulk load's keys: inserting millions of rows one index entry and one foreign-key check at a time
// (random uuids into B-trees far larger than shared_buffers) is what kept the 100,000-hotel seed from
// finishing; building each index once from all the rows, and checking each foreign key with one join, takes
// seconds. Only for a table nothing references, in the caller's transaction (other sessions wait on it).
import type pg from 'pg';

type Definition = { name: string; def: string };

/**
 * Runs `load` with `table`'s primary key, unique keys, other indexes and foreign keys dropped, then adds them
 * back exactly as they were (their definitions read from the catalogue before). Triggers keep firing.
 */
export async function withKeysSetAside<T>(client: pg.ClientBase, table: string, load: () => Promise<T>): Promise<T> {
  const q = async (text: string, params: unknown[] = []) => (await client.query<Definition>(text, params)).rows;
  const referenced = await q(`select conname as name, '' as def from pg_constraint where confrelid = $1::regclass`, [table]);
  if (referenced.length) throw new Error(`${table} is referenced by ${referenced.map((r) => r.name).join(', ')}: its keys stay`);
  const constraints = (kinds: string) =>
    q(
      `select quote_ident(conname) as name, pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = $1::regclass and contype = any($2::"char"[]) order by conname`,
      [table, kinds.split('')],
    );
  const keys = await constraints('pu');
  const foreign = await constraints('f');
  const indexes = await q(
    `select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = $1::regclass and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by c.relname`,
    [table],
  );
  for (const f of foreign) await client.query(`alter table ${table} drop constraint ${f.name}`);
  for (const k of keys) await client.query(`alter table ${table} drop constraint ${k.name}`);
  for (const i of indexes) await client.query(`drop index ${i.name}`);
  const result = await load();
  for (const k of keys) await client.query(`alter table ${table} add constraint ${k.name} ${k.def}`);
  for (const i of indexes) await client.query(i.def);
  for (const f of foreign) await client.query(`alter table ${table} add constraint ${f.name} ${f.def}`);
  return result;
}
