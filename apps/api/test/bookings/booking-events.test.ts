// A booking's life is one story (docs/decisions/0047-booking-events.md): every change of a booking appends
// its event with its history row; a cancellation commits everything that must hold with it, or nothing;
// what follows (the gateway's refund, the credit note) runs from the events, once per event and handler,
// and a handler that fails is run again until it succeeds, with no second refund or document.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingEventFailures,
  bookingEventHandlings,
  bookingEvents,
  bookingStatusHistory,
  hotelBookings,
  payments,
  taxDocuments,
  mailOutbox,
  refunds,
  testGatewayObjects,
} from '../../src/db/schema.ts';
import { dispatchSoon, handleEvent } from '../../src/modules/bookings/booking-events.jobs.ts';
import { expireHolds } from '../../src/modules/payments/payments.service.ts';
import { sweepBookings } from '../../src/modules/payments/sweep.ts';
import { bookStay } from '../helpers/booking-helpers.ts';
import { call, listOf } from '../helpers/requests.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor;
let admin: Actor;
let hotelOwner: Actor;

beforeAll(async () => {
  ({ t, guest, admin, hotelOwner } = await appWith({ guest: 'user', admin: 'admin', hotelOwner: 'hotel' }));
});
afterAll(() => t?.close());

/** A paid booking of a one-room hotel, 30 days away (cancelled free, in full). */
async function paidStay() {
  const hotel = await insertHotel(t.db, { price: 400_000, rooms: 1 });
  const res = await bookStay(t, guest, hotel.id, 30, 32);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  await payAndVerify(t, guest, id);
  return { id, hotelId: hotel.id };
}

const eventsOf = (id: string) =>
  t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(asc(bookingEvents.createdAt));
const historyOf = (id: string) => t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, id));
const refundsOf = (id: string) => t.db.select().from(refunds).where(eq(refunds.bookingId, id));
const creditNotesOf = (id: string) =>
  t.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingId, id), eq(taxDocuments.type, 'credit_note')));
const cancelledMailsOf = async (id: string) =>
  (await t.db.select().from(mailOutbox)).filter(
    (m) => m.template === 'booking-cancelled' && (m.data as { booking?: { id?: string } }).booking?.id === id,
  );
const gatewayRefundsOf = async (id: string) =>
  (await t.db.select().from(testGatewayObjects).where(eq(testGatewayObjects.type, 'refund'))).filter(
    (o) => (o.data as { notes?: { bookingId?: string } }).notes?.bookingId === id,
  );

/**
 * A real fault: inserts into `table` (or updates: `on`) that match `when` (SQL over `new`) fail, until the
 * answer is called.
 */
async function injectFault(name: string, table: string, when: string, on = 'insert'): Promise<() => Promise<void>> {
  await t.db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin if ${when} then raise exception 'injected fault'; end if; return new; end $$`),
  );
  await t.db.execute(sql.raw(`create trigger ${name} before ${on} on ${table} for each row execute function ${name}()`));
  return async () => {
    await t.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await t.db.execute(sql.raw(`drop function ${name}()`));
  };
}

describe('booking events', () => {
  it('every change appends its event with its history row: held, paid, cancelled with its refund, refund started', async () => {
    const { id } = await paidStay();
    const cancel = await call(t, guest, 'POST', `/api/bookings/${id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const events = await eventsOf(id);
    expect(events.map((e) => e.kind)).toEqual(['held', 'paid', 'cancelled', 'refund-started']);
    expect(events.find((e) => e.kind === 'cancelled')).toMatchObject({
      bookingKind: 'hotel',
      change: { from: 'Confirmed', to: 'Cancelled', refundPaise: 840_000, feePaise: 0 },
      snapshot: { status: 'Cancelled', refundPaise: 840_000 },
    });
    expect(events.find((e) => e.kind === 'paid')).toMatchObject({ snapshot: { status: 'Confirmed', paidPaise: 840_000 } });
    expect(await historyOf(id)).toHaveLength(events.length);
  });

  it('a hold that runs out is an event too', async () => {
    const hotel = await insertHotel(t.db, { price: 400_000, rooms: 1 });
    const id = (await bookStay(t, guest, hotel.id, 40, 41)).json()._id as string;
    await expireHolds(t.db, new Date(Date.now() + 24 * 3_600_000));
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['held', 'hold-expired']);
  });
});

describe('a cancellation commits together', () => {
  it('when the refund owed cannot be written, nothing of the cancellation is: status, history, event, message, capacity', async () => {
    const { id, hotelId } = await paidStay();
    const before = { history: (await historyOf(id)).length, events: (await eventsOf(id)).length };
    // a real fault in the middle of the cancellation's transaction: the refund's insert fails
    const heal = await injectFault('refuse_refund', 'refunds', `new.booking_id = '${id}'`);
    try {
      const failed = await call(t, guest, 'POST', `/api/bookings/${id}/cancel`);
      expect(failed.statusCode).toBe(500);
      const after = await call(t, guest, 'POST', `/api/bookings/${id}/history`);
      expect(after.json().booking).toMatchObject({ status: 'Confirmed', payment: { refunded: 0 } });
      expect(await historyOf(id)).toHaveLength(before.history);
      expect(await eventsOf(id)).toHaveLength(before.events);
      expect(await cancelledMailsOf(id)).toHaveLength(0);
      // the room is still taken
      expect((await bookStay(t, guest, hotelId, 30, 31)).statusCode).toBe(409);
    } finally {
      await heal();
    }
    // the guest tries again: the whole cancellation now commits, once
    const again = await call(t, guest, 'POST', `/api/bookings/${id}/cancel`);
    expect(again.json().booking).toMatchObject({ status: 'Cancelled', payment: { refunded: 8400 } });
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await cancelledMailsOf(id)).toHaveLength(1);
    expect(await creditNotesOf(id)).toHaveLength(1);
  });

  it('a cancel retried with the same Idempotency-Key answers the cancelled booking again and changes nothing', async () => {
    const { id } = await paidStay();
    const key = { 'idempotency-key': `cancel-${id}` };
    const first = await call(t, guest, 'POST', `/api/bookings/${id}/cancel`, undefined, key);
    expect(first.statusCode, first.body).toBe(200);
    const seen = { history: (await historyOf(id)).length, events: (await eventsOf(id)).length };
    const retry = await call(t, guest, 'POST', `/api/bookings/${id}/cancel`, undefined, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().booking).toEqual(first.json().booking);
    expect(await historyOf(id)).toHaveLength(seen.history);
    expect(await eventsOf(id)).toHaveLength(seen.events);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
    expect(await cancelledMailsOf(id)).toHaveLength(1);
  });
});

describe('consequences run from the events', () => {
  it('the refund handler: a gateway fault leaves it to a retry, which refunds once; running it again changes nothing', async () => {
    const { id } = await paidStay();
    // the gateway refuses refunds for a while (its store's insert fails)
    const heal = await injectFault('gateway_down', 'test_gateway_objects', `new.type = 'refund'`);
    try {
      const cancel = await call(t, guest, 'POST', `/api/bookings/${id}/cancel`);
      expect(cancel.json().booking).toMatchObject({ status: 'Cancelled', payment: { refunded: 8400, refundStatus: 'pending' } });
      expect((await refundsOf(id))[0]!.gatewayRefundId).toBeNull();
    } finally {
      await heal();
    }
    const started = (await eventsOf(id)).find((e) => e.kind === 'refund-started')!;
    const done = () =>
      t.db
        .select()
        .from(bookingEventHandlings)
        .where(and(eq(bookingEventHandlings.eventId, started.id), eq(bookingEventHandlings.handler, 'payments.refund')));
    expect(await done()).toHaveLength(0);
    // the retry (as the job queue or the dispatcher runs it)
    await handleEvent(t.app, started.id, 'payments.refund');
    expect((await refundsOf(id))[0]!.gatewayRefundId).toMatch(/^rfnd_/);
    expect(await done()).toHaveLength(1);
    // the same event again, and every handler again: still one refund and one credit note
    await handleEvent(t.app, started.id, 'payments.refund');
    await handleEvent(t.app, started.id, 'invoices.documents');
    await dispatchSoon(t.app, { kind: 'hotel', id });
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
    expect(await creditNotesOf(id)).toHaveLength(1);
  });

  it('the refund handler: a crash between the gateway refunding and our record of it refunds once on the retry', async () => {
    const { id } = await paidStay();
    // the gateway makes the refund, but its answer is never recorded (as when the process dies right after)
    const heal = await injectFault('lose_answer', 'refunds', `new.gateway_refund_id is not null`, 'update');
    try {
      expect((await call(t, guest, 'POST', `/api/bookings/${id}/cancel`)).statusCode).toBe(200);
      expect(await gatewayRefundsOf(id)).toHaveLength(1);
      expect((await refundsOf(id))[0]!.gatewayRefundId).toBeNull();
    } finally {
      await heal();
    }
    const started = (await eventsOf(id)).find((e) => e.kind === 'refund-started')!;
    await handleEvent(t.app, started.id, 'payments.refund');
    const made = await gatewayRefundsOf(id);
    expect(made).toHaveLength(1);
    expect((await refundsOf(id))[0]!.gatewayRefundId).toBe(made[0]!.id);
  });

  it('the documents handler: a fault is retried, then the credit note is issued once', async () => {
    const { id } = await paidStay();
    const heal = await injectFault('refuse_note', 'tax_documents', `new.type = 'credit_note'`);
    try {
      expect((await call(t, guest, 'POST', `/api/bookings/${id}/cancel`)).statusCode).toBe(200);
      expect(await creditNotesOf(id)).toHaveLength(0);
    } finally {
      await heal();
    }
    const started = (await eventsOf(id)).find((e) => e.kind === 'refund-started')!;
    await handleEvent(t.app, started.id, 'invoices.documents');
    await handleEvent(t.app, started.id, 'invoices.documents');
    expect(await creditNotesOf(id)).toHaveLength(1);
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
  });
});

describe('the mail handler', () => {
  const failuresOf = (eventId: string) => t.db.select().from(bookingEventFailures).where(eq(bookingEventFailures.eventId, eventId));

  it('a fault in writing the message is counted and retried; then one cancellation email, however often the event runs', async () => {
    const { id } = await paidStay();
    const heal = await injectFault('refuse_mail', 'mail_outbox', `new.template = 'booking-cancelled'`);
    let cancelled: { id: string } | undefined;
    try {
      const cancel = await call(t, guest, 'POST', `/api/bookings/${id}/cancel`);
      // the cancellation commits without its message
      expect(cancel.json().booking).toMatchObject({ status: 'Cancelled' });
      expect(await cancelledMailsOf(id)).toHaveLength(0);
      cancelled = (await eventsOf(id)).find((e) => e.kind === 'cancelled')!;
      await expect(handleEvent(t.app, cancelled.id, 'mail.booking')).rejects.toThrow();
      // admins see how often it failed and the database's own words, not the query and its values
      expect(await failuresOf(cancelled.id)).toMatchObject([{ handler: 'mail.booking', attempts: 2, lastError: 'injected fault' }]);
    } finally {
      await heal();
    }
    await handleEvent(t.app, cancelled.id, 'mail.booking');
    await handleEvent(t.app, cancelled.id, 'mail.booking');
    await dispatchSoon(t.app, { kind: 'hotel', id });
    const mails = await cancelledMailsOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(guest.email);
    expect(await failuresOf(cancelled.id)).toHaveLength(0);
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
  });

  it('the same event written twice tells no one twice (its messages are keyed by the event)', async () => {
    const { id } = await paidStay();
    const paid = (await eventsOf(id)).find((e) => e.kind === 'paid')!;
    const before = (await t.db.select().from(mailOutbox)).length;
    // as if the handling row were lost after the messages were written
    await t.db.delete(bookingEventHandlings).where(eq(bookingEventHandlings.eventId, paid.id));
    await handleEvent(t.app, paid.id, 'mail.booking');
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('the back-office view of failing handlers', () => {
  it('admins see the events whose handlers keep failing, with the attempts and the last error, and run one again', async () => {
    const { id } = await paidStay();
    const heal = await injectFault('refuse_note_seen', 'tax_documents', `new.type = 'credit_note' and new.booking_id = '${id}'`);
    let eventId: string;
    try {
      expect((await call(t, guest, 'POST', `/api/bookings/${id}/cancel`)).statusCode).toBe(200);
      eventId = (await eventsOf(id)).find((e) => e.kind === 'refund-started')!.id;
      const failing = await listOf(t, '/api/admin/booking-events/failing?limit=100', admin);
      const row = (failing.items as { eventId: string; handler: string }[]).find((r) => r.eventId === eventId);
      expect(row).toMatchObject({
        event: 'refund-started',
        handler: 'invoices.documents',
        bookingKind: 'hotel',
        bookingId: id,
        attempts: 1,
        lastError: 'injected fault',
      });
      expect(failing.total).toBeGreaterThanOrEqual(1);
      // nobody else reads it or runs it
      for (const who of [guest, hotelOwner, undefined]) {
        expect((await call(t, who, 'GET', '/api/admin/booking-events/failing')).statusCode).toBe(who ? 403 : 401);
        expect((await call(t, who, 'POST', `/api/admin/booking-events/${eventId}/invoices.documents/retry`)).statusCode).toBe(
          who ? 403 : 401,
        );
      }
      // a retry while the fault lasts fails again, and says so
      const again = await call(t, admin, 'POST', `/api/admin/booking-events/${eventId}/invoices.documents/retry`);
      expect(again.json()).toEqual({ status: 'queued' });
      const seen = (await listOf(t, '/api/admin/booking-events/failing?limit=100', admin)).items as { eventId: string; attempts: number }[];
      expect(seen.find((r) => r.eventId === eventId)?.attempts).toBe(2);
    } finally {
      await heal();
    }
    const retried = await call(t, admin, 'POST', `/api/admin/booking-events/${eventId}/invoices.documents/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ status: 'done' });
    expect(await creditNotesOf(id)).toHaveLength(1);
    const after = (await listOf(t, '/api/admin/booking-events/failing?limit=100', admin)).items as { eventId: string }[];
    expect(after.some((r) => r.eventId === eventId)).toBe(false);
    // done once: another retry runs nothing
    expect((await call(t, admin, 'POST', `/api/admin/booking-events/${eventId}/invoices.documents/retry`)).json()).toEqual({
      status: 'done',
    });
    expect(await creditNotesOf(id)).toHaveLength(1);
    // an unknown handler or event is not found; a malformed one is refused
    expect((await call(t, admin, 'POST', `/api/admin/booking-events/${eventId}/mail.nothing/retry`)).statusCode).toBe(404);
    expect((await call(t, admin, 'POST', `/api/admin/booking-events/${eventId}/DROP TABLE/retry`)).statusCode).toBe(400);
  });
});

describe('the sweep', () => {
  /** A paid booking left Cancelled with no refund rows, as a fault between transactions left one before. */
  async function strandedCancel(withEvent: boolean) {
    const { id } = await paidStay();
    await t.db.update(hotelBookings).set({ status: 'Cancelled' }).where(eq(hotelBookings.id, id));
    if (withEvent)
      await t.db.insert(bookingEvents).values({
        bookingKind: 'hotel',
        bookingId: id,
        kind: 'cancelled',
        change: { from: 'Confirmed', to: 'Cancelled', refundPaise: 840_000, feePaise: 0 },
        snapshot: { status: 'Cancelled', refundPaise: 840_000 },
      });
    return id;
  }

  it('starts the refund a stranded cancellation owes (once), and its handlers send it and issue the credit note', async () => {
    const id = await strandedCancel(true);
    const found = await sweepBookings(t.db);
    expect(found.repaired).toContainEqual({ kind: 'hotel', id });
    expect(await refundsOf(id)).toMatchObject([{ amount: 840_000 }]);
    await dispatchSoon(t.app, { kind: 'hotel', id });
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
    expect(await creditNotesOf(id)).toHaveLength(1);
    const again = await sweepBookings(t.db);
    expect(again.repaired).not.toContainEqual({ kind: 'hotel', id });
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('reports a paid cancelled booking with no record of what is owed, and a paid booking still Pending long after the capture', async () => {
    const unknown = await strandedCancel(false);
    const { id: pending } = await paidStay();
    await t.db.update(hotelBookings).set({ status: 'Pending' }).where(eq(hotelBookings.id, pending));
    await t.db
      .update(payments)
      .set({ capturedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(payments.bookingId, pending));
    const found = await sweepBookings(t.db);
    expect(found.cancelledUnrefunded).toContainEqual({ kind: 'hotel', id: unknown });
    expect(found.pendingThoughPaid).toContainEqual({ kind: 'hotel', id: pending });
    expect(found.repaired).not.toContainEqual({ kind: 'hotel', id: unknown });
    expect(await refundsOf(unknown)).toHaveLength(0);
  });
});
