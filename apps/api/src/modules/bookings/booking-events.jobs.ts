// What follows from a booking's events, run through the job queue (docs/decisions/0047-booking-events.md):
// each handler runs once per event it handles, on any process, retried with backoff when it throws. Right
// after a change commits, its route asks for its handlers at once (dispatchSoon); a scheduled dispatcher
// finds events whose handlers did not complete (a process that died between the commit and the enqueue) and
// queues them. Handlers are given to handleBookingEvents by the modules that own them, so this module
// knows none of them.
import type { FastifyInstance } from 'fastify';
import { JobQueueNotRunning } from '../../jobs/job-queue.ts';
import type { BookingKind } from '../../db/schema.ts';
import type { BookingEventKind } from './booking-changes.ts';
import {
  completeHandling,
  eventsNotHandled,
  noteFailure,
  eventsOfBooking,
  findEventToHandle,
  handlingsOfEvents,
  type BookingEventRow,
} from './booking-events.repo.ts';

/**
 * A consequence of booking events. `run` reads the event (its booking and snapshot), not the booking through
 * another module, and is safe to run again for the same event (its external calls carry keys derived from
 * it); once it returns, the event's handling row says it is done and it never runs for that event again.
 */
export type BookingEventHandler = {
  name: string;
  handles: readonly BookingEventKind[];
  run(app: FastifyInstance, event: BookingEventRow): Promise<void>;
};

export const HANDLE_EVENT_JOB = 'booking-events.handle';
export const DISPATCH_EVENTS_JOB = 'booking-events.dispatch';
/** the dispatcher looks this far back for events not yet handled */
const LOOK_BACK_MS = 7 * 24 * 3600_000;

const handlersOf = new WeakMap<FastifyInstance, Map<string, BookingEventHandler>>();
const registered = (app: FastifyInstance) => handlersOf.get(app) ?? new Map<string, BookingEventHandler>();

type HandleJob = { eventId: string; handler: string };

/** Whether `name` is a handler registered on this app. */
export const isHandler = (app: FastifyInstance, name: string) => registered(app).has(name);

/**
 * What admins read of a handler's error: the message of its first cause (a database error's own words, not
 * the query and its values that the driver's wrapper quotes), one line, no stack, at most 300 characters.
 */
export function errorMessageOf(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ').trim().slice(0, 300) || 'failed';
}

/**
 * Runs `handler` for the event unless it completed before; records that it did. A run that throws is
 * counted, with its message, for the back-office (booking_event_failures), and throws on for the retry.
 */
export async function handleEvent(app: FastifyInstance, eventId: string, handlerName: string): Promise<void> {
  const handler = registered(app).get(handlerName);
  const found = handler && (await findEventToHandle(app.db, eventId, handlerName));
  if (!handler || !found || found.handled) return;
  try {
    await handler.run(app, found.event);
  } catch (err) {
    await noteFailure(app.db, eventId, handlerName, errorMessageOf(err)).catch(() => undefined);
    throw err;
  }
  await completeHandling(app.db, eventId, handlerName);
}

const enqueueHandling = (app: FastifyInstance, job: HandleJob) =>
  app.jobs.enqueue(HANDLE_EVENT_JOB, job, { singletonKey: `${job.eventId}:${job.handler}` });

/** Queues a handling; where no queue runs (tests), runs it now and logs a failure (left to the dispatcher). */
export async function queueHandling(app: FastifyInstance, job: HandleJob): Promise<void> {
  try {
    await enqueueHandling(app, job);
  } catch (err) {
    if (!(err instanceof JobQueueNotRunning)) throw err;
    await handleEvent(app, job.eventId, job.handler).catch((e: unknown) =>
      app.log.error({ err: e, event: job.eventId, handler: job.handler }, 'a booking event handler failed'),
    );
  }
}

/**
 * After a change of the booking committed: its events' handlers that have not completed, queued now (run
 * now where no queue runs, as in tests; a failure there is logged and left to the dispatcher).
 */
export async function dispatchSoon(app: FastifyInstance, booking: { kind: BookingKind; id: string }): Promise<void> {
  const events = await eventsOfBooking(app.db, booking);
  const done = new Set(
    (
      await handlingsOfEvents(
        app.db,
        events.map((e) => e.id),
      )
    ).map((h) => `${h.eventId}:${h.handler}`),
  );
  for (const event of events) {
    for (const handler of registered(app).values()) {
      if (done.has(`${event.id}:${handler.name}`) || !handler.handles.includes(event.kind as BookingEventKind)) continue;
      await queueHandling(app, { eventId: event.id, handler: handler.name }).catch((err: unknown) =>
        app.log.error({ err }, 'could not queue a booking event; the dispatcher will'),
      );
    }
  }
}

/**
 * After a booking was created: the handlers of its one new event, queued now without reading it back (a
 * moment-old event has no handling yet; one that a racing dispatcher queued too is kept from running twice
 * by the job's singleton key and the handling row).
 */
export async function dispatchNewEvent(app: FastifyInstance, event: { id: string; kind: BookingEventKind }): Promise<void> {
  for (const handler of registered(app).values()) {
    if (!handler.handles.includes(event.kind)) continue;
    await queueHandling(app, { eventId: event.id, handler: handler.name }).catch((err: unknown) =>
      app.log.error({ err }, 'could not queue a booking event; the dispatcher will'),
    );
  }
}

/** Queues every handling not completed of the events of the last week. Answers how many it queued. */
export async function dispatchPending(app: FastifyInstance, now = new Date(), limit = 500): Promise<number> {
  let n = 0;
  for (const handler of registered(app).values()) {
    for (const { booking_events: event } of await eventsNotHandled(
      app.db,
      handler.name,
      handler.handles,
      new Date(now.getTime() - LOOK_BACK_MS),
      limit,
    )) {
      await queueHandling(app, { eventId: event.id, handler: handler.name });
      n++;
    }
  }
  return n;
}

/** A module's consequence of booking events, registered by that module's plugin: bookings knows none of them. */
export function handleBookingEvents(app: FastifyInstance, handler: BookingEventHandler) {
  const handlers = handlersOf.get(app) ?? new Map<string, BookingEventHandler>();
  handlers.set(handler.name, handler);
  handlersOf.set(app, handlers);
}

export function registerBookingEventJobs(app: FastifyInstance) {
  app.jobs.work<HandleJob>(HANDLE_EVENT_JOB, ({ eventId, handler }) => handleEvent(app, eventId, handler), {
    retryLimit: 10,
    retryDelaySeconds: 5,
    batchSize: 10,
  });
  app.jobs.work(DISPATCH_EVENTS_JOB, async () => {
    const queued = await dispatchPending(app);
    if (queued) app.log.info({ queued }, 'booking event handlings queued by the dispatcher');
  });
  app.jobs.every(DISPATCH_EVENTS_JOB, '* * * * *');
}
