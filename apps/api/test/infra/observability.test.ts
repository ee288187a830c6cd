// What an operator sees: /metrics (only to allowed addresses), the request id in every log line and in the
// answer, and readiness that fails when a configured Redis cannot be reached.
import { Writable } from 'node:stream';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_SESSIONS_JOB } from '../../src/modules/auth/sessions.jobs.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { closeAll, createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

const lines: string[] = [];
let t: TestApp;
/** behind a trusted proxy on this machine, with metrics for the 10.x network */
let proxied: TestApp;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // enqueue-only: the queue is up (its depth is reported) but nothing here takes the job away
  [t, proxied] = await Promise.all([
    createTestApp({ logLevel: 'info', logStream, jobQueue: 'enqueue-only' }),
    createTestApp({ metricsAllow: ['10.0.0.0/8'], trustProxy: ['127.0.0.1'] }),
  ]);
});
afterAll(() => closeAll(t, proxied));

const metrics = async (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one sample line, e.g. sample(text, 'raahi_bookings_created_total{kind="hotel"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
}

describe('/metrics', () => {
  it('counts bookings made and refused by reason, and times requests by route pattern', async () => {
    const guest = await signedInAs(t);
    const hotel = await insertHotel(t.db, { rooms: 1 });
    const stay = { hotel: hotel.id, roomCount: 1, checkInDate: addDays(todayInIndia(), 20), checkOutDate: addDays(todayInIndia(), 22) };
    const book = (key: string) =>
      t.app.inject({ method: 'POST', url: '/api/booking/create', headers: { ...guest.headers, 'idempotency-key': key }, payload: stay });
    expect((await book('k-first')).statusCode).toBe(201);
    expect((await book('k-first')).statusCode).toBe(200); // a replay is not a second booking
    expect((await book('k-second')).statusCode).toBe(409);
    await t.app.inject({ method: 'GET', url: `/api/hotel/${hotel.id}` });

    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(sample(res.body, 'raahi_bookings_created_total{kind="hotel"}')).toBe(1);
    expect(sample(res.body, 'raahi_bookings_refused_total{kind="hotel",reason="sold_out"}')).toBe(1);
    expect(sample(res.body, 'raahi_http_request_duration_seconds_count{method="GET",route="/api/hotel/:id",status="200"}')).toBe(1);
    expect(sample(res.body, 'raahi_http_request_duration_seconds_count{method="POST",route="/api/booking/create",status="409"}')).toBe(1);
    expect(res.body).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('reports the background job queue depth', async () => {
    await t.app.jobs.enqueue(PURGE_SESSIONS_JOB, {});
    expect(sample((await metrics()).body, `raahi_jobs{name="${PURGE_SESSIONS_JOB}",state="waiting"}`)).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 to addresses outside METRICS_ALLOW, and to a request relayed by a proxy that is not trusted', async () => {
    expect((await metrics('::1')).statusCode).toBe(200);
    expect((await metrics('::ffff:127.0.0.1')).statusCode).toBe(200);
    for (const address of ['203.0.113.9', '10.1.2.3', '::ffff:10.1.2.3']) {
      const res = await metrics(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.body).not.toMatch(/raahi_/);
    }
    // a proxy on this machine relaying a stranger: its own address is loopback, which proves nothing
    expect((await metrics('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
  });

  it('follows METRICS_ALLOW, and the client address a trusted proxy reports', async () => {
    const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
      proxied.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await get('10.9.8.7')).statusCode).toBe(200);
    expect((await get('127.0.0.1')).statusCode).toBe(404);
    expect((await get('127.0.0.1', { 'x-forwarded-for': '10.0.0.5' })).statusCode).toBe(200);
    expect((await get('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
  });
});

describe('request ids', () => {
  it('are in every log line of a request and in its X-Request-Id header, new for each request', async () => {
    const before = lines.length;
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/hotel' }),
      t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email: 'nobody@example.test', password: 'wrong-password' } }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]);
    await new Promise((r) => setTimeout(r, 50));
    const ids = answers.map((a) => a.headers['x-request-id'] as string);
    expect(new Set(ids).size).toBe(3);
    ids.forEach((id) => expect(id).toMatch(/^[0-9a-f-]{36}$/));
    const logged = lines.slice(before).map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    expect(logged.length).toBeGreaterThanOrEqual(3);
    for (const line of logged) expect(ids, line.msg).toContain(line.reqId);
    // one access line per request (observability/access-log.ts), with what it asked and what it got
    for (const id of ids) expect(logged.filter((l) => l.reqId === id && l.msg === 'request completed')).toHaveLength(1);
    const completed = logged.find((l) => l.reqId === ids[0] && l.msg === 'request completed') as unknown as Record<string, unknown>;
    expect(completed).toMatchObject({ req: { method: 'GET', url: '/api/hotel' }, res: { statusCode: 200 } });
    expect(completed.responseTime).toEqual(expect.any(Number));
  });

  it('leave the health probe out of the access log (load balancers ask it every few seconds)', async () => {
    const before = lines.length;
    const probe = await t.app.inject({ method: 'GET', url: '/healthz' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/tour' });
    await new Promise((r) => setTimeout(r, 50));
    const logged = lines.slice(before).map((l) => JSON.parse(l) as { reqId?: string });
    expect(logged.filter((l) => l.reqId === probe.headers['x-request-id'])).toEqual([]);
    expect(logged.filter((l) => l.reqId === listed.headers['x-request-id'])).toHaveLength(1);
  });

  it("ignore a client's own X-Request-Id unless a trusted proxy sent it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'chosen-by-client-123' } });
    expect(res.headers['x-request-id']).not.toBe('chosen-by-client-123');
    const via = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'haproxy-7f3a9c01' } });
    expect(via.headers['x-request-id']).toBe('haproxy-7f3a9c01');
    const odd = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('readiness', () => {
  it('fails while a configured Redis cannot be reached', async () => {
    // nothing listens on port 1: the client never becomes ready
    const r = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const res = await r.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: 'Redis is not reachable.' });
    } finally {
      await r.close();
    }
  });
});
