import type { Db } from '../../db/client.ts';
import { noteChange, noting } from '../../db/change-notes.ts';
import { tours } from '../../db/schema.ts';
import { liveTour as live } from '../tours/index.ts';

type TourValues = Omit<typeof tours.$inferInsert, 'id'>;

export async function insertTour(db: Db, values: TourValues) {
  const row = (await db.insert(tours).values(values).returning())[0]!;
  noteChange('tours', row.id, null, row);
  return row;
}

export async function updateLiveTour(db: Db, id: string, values: TourValues) {
  const before = noting() ? (await db.select().from(tours).where(live(id)).limit(1))[0] : undefined;
  const row = (
    await db
      .update(tours)
      .set({ ...values, updatedAt: new Date() })
      .where(live(id))
      .returning()
  )[0];
  if (row) noteChange('tours', id, before, row);
  return row;
}

export const deleteLiveTour = async (db: Db, id: string) => (await db.delete(tours).where(live(id)).returning({ id: tours.id }))[0];

export const archiveLiveTour = async (db: Db, id: string) =>
  (
    await db
      .update(tours)
      .set({ archivedAt: new Date(), featured: false, updatedAt: new Date() })
      .where(live(id))
      .returning({ id: tours.id })
  )[0];
