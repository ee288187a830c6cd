import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema.ts';

export async function insertImage(db: Db, values: typeof images.$inferInsert) {
  await db.insert(images).values(values);
}
