// The people of `npm run bench`'s mix, as scripted HTTP clients in the benchmark's own process: guests who
// search, open a hotel, book it and pay through the built-in test gateway (order → its checkout page →
// signed verify, as a browser does), and visitors who browse. Each person keeps one keep-alive connection
// and waits for an answer before the next request (a closed loop), so a slower server is asked less.
import http from 'node:http';
import { randomUUID } from 'node:crypto';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/** One person's connection: requests one after another on a keep-alive socket. */
export function connection(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const started = performance.now();
      const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** Latencies and outcomes of one kind of request; an outcome is the status and, for a refusal, its code ("409 sold_out"). */
export class Tally {
  readonly ms: number[] = [];
  readonly outcomes: Record<string, number> = {};
  failures = 0;

  add(a: Answer) {
    this.ms.push(a.ms);
    const outcome = a.status < 400 ? String(a.status) : `${a.status} ${codeOf(a.body)}`;
    this.outcomes[outcome] = (this.outcomes[outcome] ?? 0) + 1;
  }

  count(outcome: string): number {
    return this.outcomes[outcome] ?? 0;
  }

  percentile(p: number): number {
    const sorted = [...this.ms].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }
}

const codeOf = (body: string): string => {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code ?? 'no code');
  } catch {
    return 'not JSON';
  }
};

export type Booked = { hotel: string; checkin: string; checkout: string; lastRoom: boolean };
/** `book` counts every create; `lastRoom` again those for the last room of a one-room hotel, `otherRooms` the rest */
export type Tallies = Record<
  'search' | 'detail' | 'quote' | 'book' | 'lastRoom' | 'otherRooms' | 'order' | 'checkout' | 'verify' | 'browse',
  Tally
>;
export const newTallies = (): Tallies => ({
  search: new Tally(),
  detail: new Tally(),
  quote: new Tally(),
  book: new Tally(),
  lastRoom: new Tally(),
  otherRooms: new Tally(),
  order: new Tally(),
  checkout: new Tally(),
  verify: new Tally(),
  browse: new Tally(),
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const pause = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
/** think time around `mean` ms (uniform in ½…1½ of it) */
const think = (mean: number) => pause(mean * (0.5 + Math.random()));

/** Runs `step` again and again until `until`; a connection error counts as a failure and the person carries on. */
async function loop(until: number, tally: Tally, step: () => Promise<void>) {
  while (performance.now() < until) {
    try {
      await step();
    } catch {
      tally.failures++;
      await pause(50);
    }
  }
}

/**
 * A guest: searches with dates, opens the hotel, has the booking priced (the review page's quote), books it
 * with an Idempotency-Key and, when it is booked, pays through the test gateway (order, the checkout page's form, verify). `choose` says what to
 * book. Every request waits `thinkMs` (mean) before it.
 */
export async function guest(opts: {
  port: number;
  cookie: string;
  until: number;
  thinkMs: number;
  tallies: Tallies;
  choose: () => Booked;
  searchFor: (checkin: string) => string;
  /** each successful 201's booking, for the last-room tally */
  onBooked?: (b: Booked, status: number) => void;
}) {
  const c = connection(opts.port);
  const t = opts.tallies;
  const auth = { cookie: opts.cookie, 'content-type': 'application/json' };
  await loop(opts.until, t.book, async () => {
    const b = opts.choose();
    await think(opts.thinkMs);
    t.search.add(await c.send('GET', opts.searchFor(b.checkin), BROWSER));
    await think(opts.thinkMs);
    t.detail.add(await c.send('GET', `/api/hotel/${b.hotel}`, BROWSER));
    // the booking review page prices the choices before the guest books
    const stay = { hotel: b.hotel, roomCount: 1, checkInDate: b.checkin, checkOutDate: b.checkout, guests: 2, mealPlan: 'breakfast' };
    await think(opts.thinkMs);
    t.quote.add(await c.send('POST', '/api/quote', auth, JSON.stringify({ kind: 'hotel', ...stay })));
    await think(opts.thinkMs);
    const booked = await c.send('POST', '/api/booking/create', { ...auth, 'idempotency-key': randomUUID() }, JSON.stringify(stay));
    t.book.add(booked);
    (b.lastRoom ? t.lastRoom : t.otherRooms).add(booked);
    opts.onBooked?.(b, booked.status);
    if (booked.status !== 201) return;
    const bookingId = (JSON.parse(booked.body) as { _id: string })._id;
    const order = await c.send('POST', '/api/payments/order', auth, JSON.stringify({ bookingId }));
    t.order.add(order);
    if (order.status !== 200) return;
    // the payer on the gateway's page: UPI with the test ID that pays
    await think(opts.thinkMs);
    const { checkoutUrl } = JSON.parse(order.body) as { checkoutUrl: string };
    const paid = await c.send(
      'POST',
      checkoutUrl,
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ method: 'upi', vpa: 'success@razorpay' }).toString(),
    );
    t.checkout.add(paid);
    if (paid.status !== 303) return;
    const back = new URL(String(paid.headers.location), 'http://x').searchParams;
    const verified = await c.send(
      'POST',
      '/api/payments/verify',
      auth,
      JSON.stringify({
        razorpay_order_id: back.get('razorpay_order_id'),
        razorpay_payment_id: back.get('razorpay_payment_id'),
        razorpay_signature: back.get('razorpay_signature'),
      }),
    );
    t.verify.add(verified);
  });
  c.close();
}

/** A visitor: cycles through `paths()` (search, list pages, details) with think time. */
export async function visitor(opts: { port: number; until: number; thinkMs: number; tally: Tally; next: () => string }) {
  const c = connection(opts.port);
  await loop(opts.until, opts.tally, async () => {
    await think(opts.thinkMs);
    opts.tally.add(await c.send('GET', opts.next(), BROWSER));
  });
  c.close();
}
