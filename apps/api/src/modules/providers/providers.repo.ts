import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { noteChange } from '../../db/change-notes.ts';
import { cabs, hotels, providerProfiles, users } from '../../db/schema.ts';

export type ProfileRow = typeof providerProfiles.$inferSelect;
export type ProfileValues = Pick<ProfileRow, 'businessName' | 'legalName' | 'address' | 'city' | 'gstin'>;

export const findProfile = async (db: Db, userId: string) =>
  (await db.select().from(providerProfiles).where(eq(providerProfiles.userId, userId)).limit(1))[0];

/** Saves a provider's profile (made on the first save), noting the values before and after for the audit trail. */
export async function saveProfile(db: Db, userId: string, values: ProfileValues): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const before = (await tx.select().from(providerProfiles).where(eq(providerProfiles.userId, userId)).for('update').limit(1))[0];
    const [row] = await tx
      .insert(providerProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: providerProfiles.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    noteChange('provider_profiles', userId, before ?? null, row);
    return row!;
  });
}

/** The sellers of listings owned by `ownerIds`: their profile, else their name and role (no profile yet). */
export async function sellersOf(db: Db, ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  return db
    .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName, profile: providerProfiles })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(inArray(users.id, ownerIds));
}

/** The live hotels and cabs a provider owns (tours are sold by Raahi). */
export async function liveListingsOf(db: Db, ownerId: string) {
  const [h, c] = await Promise.all([
    db
      .select({ id: hotels.id, name: hotels.name })
      .from(hotels)
      .where(and(eq(hotels.ownerId, ownerId), isNull(hotels.archivedAt))),
    db
      .select({ id: cabs.id, name: cabs.model })
      .from(cabs)
      .where(and(eq(cabs.ownerId, ownerId), isNull(cabs.archivedAt))),
  ]);
  return [
    ...h.map((l) => ({ kind: 'hotel' as const, _id: l.id, name: l.name })),
    ...c.map((l) => ({ kind: 'cab' as const, _id: l.id, name: l.name })),
  ];
}
