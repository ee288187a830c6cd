import { sql } from 'drizzle-orm';
import { todayInIndia } from '@raahi/contract/rules/dates';
import type { Storage } from '../../storage/storage.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { seedAccounts } from './accounts.ts';
import { seedBlogs } from './blogs.ts';
import { seedBookings } from './bookings.ts';
import { seedCabFleets } from './cab-fleets.ts';
import { seedCabs } from './cabs.ts';
import { seedGrievances } from './grievances.ts';
import { seedPersonalData } from './personal-data.ts';
import { seedHotels } from './hotels.ts';
import { seedOffers } from './offers.ts';
import { DEMO_FLEET_OWNERS, DEMO_TRAVELLERS, demoEmail } from './demo-accounts.ts';
import { seedPastStay } from './past-stays.ts';
import { seedRoomsAndRates } from './room-rates.ts';
import { seedProviderProfiles } from './providers.ts';
import { pictureStore, withOneImageThread } from './pictures.ts';
import { seedReviews } from './reviews.ts';
import { seedCategories, seedTours } from './tours.ts';

/** Any number will do, as long as nothing else in the app takes the same advisory lock. */
const SEED_LOCK = 7_261_026;

const hasUsers = async (db: Db) => ((await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0) > 0;

/**
 * Seeds demo accounts, catalogue and pictures into an empty database, all in one transaction; does
 * nothing when any user exists, so it is safe on every start. Two processes starting together on one
 * PostgreSQL serialise on an advisory lock, and the second then finds the data and stops.
 */
export async function seedDemoData(db: Db, storage: Storage): Promise<boolean> {
  if (await hasUsers(db)) return false;
  return withOneImageThread(() => seed(db, storage));
}

async function seed(db: Db, storage: Storage): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;

    const accounts = await seedAccounts(tx);
    const ownerId = (role: 'hotel' | 'cab' | 'tour') => accounts.find((a) => a.role === role)!.id;
    const pictures = pictureStore(tx, storage);
    const today = todayInIndia();

    await seedCategories(tx);
    // one after another: the transaction is one connection, and each of these draws its pictures several at once
    const hotels = await seedHotels(tx, pictures, ownerId('hotel'));
    await seedRoomsAndRates(tx, hotels, pictures, today);
    const cabs = await seedCabs(tx, pictures, ownerId('cab'));
    await seedProviderProfiles(tx, { hotel: ownerId('hotel'), cab: ownerId('cab'), tour: ownerId('tour') }, hotels[0]!.location);
    const fleetOwner = (city: string) => {
      const email = DEMO_FLEET_OWNERS.find((o) => o.cities.includes(city))?.email;
      return accounts.find((a) => a.email === email)?.id ?? null;
    };
    await seedCabFleets(tx, pictures, fleetOwner);
    // tour plans show the seeded cars and hotels rather than pictures of their own
    const shared = { car: cabs[0]!.imageUrl, stay: hotels.slice(0, 6).map((h) => h.imageUrl) };
    const tours = await seedTours(tx, pictures, today, shared);
    await seedBlogs(tx, pictures);
    await seedOffers(tx, today, {
      hotels,
      cabs,
      tours: tours.map((t) => ({ id: t.id, name: t.name, image: t.image, translations: t.translations })),
    });
    const guestId = accounts.find((a) => a.email === demoEmail('user'))!.id;
    await seedBookings(tx, today, { guestId, hotelId: hotels[0]!.id, cabId: cabs[0]!.id, tourIds: tours.slice(0, 2).map((t) => t.id) });
    await seedPastStay(tx, { guestId, hotelId: hotels[0]!.id, today });
    const account = (role: 'user' | 'hotel') => accounts.find((a) => a.email === demoEmail(role))!;
    await seedGrievances(tx, { guest: account('user'), owner: account('hotel'), hotelId: hotels[0]!.id, now: new Date() });
    const travellers = new Set(DEMO_TRAVELLERS.map((a) => a.email));
    await seedPersonalData(tx, {
      accountIds: accounts.map((a) => a.id),
      guestId,
      travellerId: accounts.find((a) => travellers.has(a.email))!.id,
      now: new Date(),
    });
    await seedReviews(
      tx,
      today,
      accounts.filter((a) => travellers.has(a.email)).map((a) => a.id),
    );
    return true;
  });
}
