import type { Db } from '../../db/client.ts';
import { tours } from '../../db/schema.ts';
import { liveTour as live } from '../tours/tours.repo.ts';

type TourValues = Omit<typeof tours.$inferInsert, 'id'>;

export const insertTour = async (db: Db, values: TourValues) => (await db.insert(tours).values(values).returning())[0]!;

export const updateLiveTour = async (db: Db, id: string, values: TourValues) =>
  (
    await db
      .update(tours)
      .set({ ...values, updatedAt: new Date() })
      .where(live(id))
      .returning()
  )[0];

export const deleteLiveTour = async (db: Db, id: string) => (await db.delete(tours).where(live(id)).returning({ id: tours.id }))[0];

export const archiveLiveTour = async (db: Db, id: string) =>
  (
    await db
      .update(tours)
      .set({ archivedAt: new Date(), featured: false, updatedAt: new Date() })
      .where(live(id))
      .returning({ id: tours.id })
  )[0];
