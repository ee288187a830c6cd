// SMS through MSG91's OTP API when its keys are set (decision 0080): the `sms.send` job posts each SMS of the
// outbox with its code to the provider (a local stand-in that answers as MSG91 does), stamps it sent and drops
// the code, retries one the provider refused, and leaves email to the mail jobs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { closeAll, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { waitUntil } from '../helpers/wait.ts';

type Received = { url: URL; authkey: string | undefined; body: { message?: string } };
const received: Received[] = [];
let refuse = 0;
const provider = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c: Buffer) => (data += c.toString()));
  req.on('end', () => {
    const url = new URL(req.url!, 'http://localhost');
    res.setHeader('content-type', 'application/json');
    if (refuse > 0) {
      refuse--;
      res.end(JSON.stringify({ type: 'error', message: 'Template not approved' }));
      return;
    }
    received.push({ url, authkey: req.headers.authkey as string | undefined, body: JSON.parse(data || '{}') });
    res.end(JSON.stringify({ type: 'success', request_id: `req-${received.length}` }));
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({
    sms: { authKey: 'test-auth-key', templateId: 'tmpl-otp', url: `http://127.0.0.1:${port}/api/v5/otp` },
    jobQueue: 'workers',
    jobPollingSeconds: 0.5,
    mailRetryDelaySeconds: 1,
  });
});
afterAll(() => closeAll({ close: () => new Promise((r) => provider.close(r)) }, t));

const ask = (mobile: string) => t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { mobile }, remoteAddress: '10.88.0.1' });
const rowTo = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;
const toNumber = (mobile: string) => received.filter((r) => r.url.searchParams.get('mobile') === mobile);

describe('the sms.send job', () => {
  it("posts a sign-in code to MSG91's OTP API with the key, template, number and code, then stamps the SMS sent", async () => {
    const written = await ask('9811122233');
    expect(written.statusCode).toBe(200);
    const code = (await rowTo('+919811122233')).data.token as string;
    await waitUntil('the SMS at the provider', () => toNumber('919811122233').length === 1, 15_000);
    const [sms] = toNumber('919811122233');
    expect(sms!.authkey).toBe('test-auth-key');
    expect(sms!.url.pathname).toBe('/api/v5/otp');
    expect(sms!.url.searchParams.get('template_id')).toBe('tmpl-otp');
    expect(sms!.url.searchParams.get('otp')).toBe(code);
    expect(sms!.body.message).toContain(`${code} is your Raahi sign-in code.`);
    await waitUntil('stamped sent', async () => (await rowTo('+919811122233')).sentAt !== null);
    const row = await rowTo('+919811122233');
    expect(row.data.token).toBeUndefined();
    expect(row.lastError).toBe('');
  });

  it('retries an SMS the provider refused, and it arrives once', async () => {
    refuse = 1;
    expect((await ask('9822233344')).statusCode).toBe(200);
    await waitUntil('the SMS at the provider', () => toNumber('919822233344').length === 1, 20_000);
    await waitUntil('stamped sent', async () => (await rowTo('+919822233344')).sentAt !== null);
    expect((await rowTo('+919822233344')).attempts).toBe(2);
    expect(toNumber('919822233344')).toHaveLength(1);
  });
});
