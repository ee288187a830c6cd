// Complaints the back-office's queue and the demo traveller's account show: one overdue (not acknowledged in
// 48 hours), one just raised about a payment, and one answered by the hotel and resolved by Raahi.
import { grievanceDeadlines } from '@raahi/contract/rules/grievances';
import type { Db } from '../client.ts';
import { grievanceMessages, grievances } from '../schema.ts';

const DAY_MS = 86_400_000;
type Person = { id: string; firstName: string; lastName: string; email: string };
const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`;

export async function seedGrievances(db: Db, c: { guest: Person; owner: Person; hotelId: string; now: Date }) {
  const at = (daysAgo: number, hours = 0) => new Date(c.now.getTime() - daysAgo * DAY_MS + hours * 3_600_000);
  const guest = { userId: c.guest.id, name: nameOf(c.guest), email: c.guest.email, phone: '+91 98450 12345' };
  const ticket = async (
    raisedAt: Date,
    values: Omit<typeof grievances.$inferInsert, 'acknowledgeBy' | 'resolveBy' | 'name' | 'email'> & { name?: string; email?: string },
    messages: { fromSide: 'person' | 'staff'; author: Person | null; name?: string; text: string; at: Date }[],
  ) => {
    const [row] = await db
      .insert(grievances)
      .values({
        ...guest,
        ...values,
        ...grievanceDeadlines(raisedAt),
        createdAt: raisedAt,
        updatedAt: raisedAt,
        lastActivityAt: messages.at(-1)!.at,
      })
      .returning({ id: grievances.id });
    await db.insert(grievanceMessages).values(
      messages.map((m) => ({
        grievanceId: row!.id,
        fromSide: m.fromSide,
        authorId: m.author?.id ?? null,
        authorName: m.author ? nameOf(m.author) : m.name!,
        text: m.text,
        createdAt: m.at,
      })),
    );
  };
  await ticket(at(3), { topic: 'booking', kind: 'hotel', listingId: c.hotelId }, [
    {
      fromSide: 'person',
      author: c.guest,
      text: 'The room we were given was not the lake-view room we booked, and the front desk could not change it.',
      at: at(3),
    },
  ]);
  await ticket(
    at(10),
    {
      topic: 'listing',
      kind: 'hotel',
      listingId: c.hotelId,
      userId: null,
      name: 'Rahul Verma',
      email: 'rahul.verma@example.in',
      phone: '+91 99000 11223',
      status: 'resolved',
      acknowledgedAt: at(9),
      resolvedAt: at(4),
      handlerId: c.owner.id,
      handlerName: nameOf(c.owner),
      outcome: 'The hotel has replaced the photo of the pool, which is closed for repairs until March, and the listing now says so.',
    },
    [
      {
        fromSide: 'person',
        author: null,
        name: 'Rahul Verma',
        text: 'The listing shows a pool, but it has been closed for months.',
        at: at(10),
      },
      { fromSide: 'staff', author: c.owner, text: 'You are right, the pool is under repair. We are updating the photos today.', at: at(9) },
    ],
  );
  await ticket(at(0, -2), { topic: 'payment' }, [
    { fromSide: 'person', author: c.guest, text: 'My card was charged twice for one booking. Please check.', at: at(0, -2) },
  ]);
}
