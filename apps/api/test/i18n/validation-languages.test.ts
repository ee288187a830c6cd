// The API answers validation in the caller's language (decisions 0057, 0087): every message the contract's
// schemas give has its `errors` entry, so it is said in Hindi to a Hindi caller, and stays as written to an
// English one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalIn } from '../../src/http/refusal-words.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { contractSchemaMessages } from './schema-messages.ts';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t?.close());

describe("the contract's validation messages", () => {
  it('are each in the errors catalogue, in English and in Hindi', async () => {
    const messages = [...(await contractSchemaMessages())];
    // the walk finds the schemas' own messages (a guard against a walk that finds nothing)
    expect(messages.length).toBeGreaterThan(150);
    expect(messages).toContain('Choose booking, listing, payment or refund.');
    const untranslated = messages.filter((m) => !/[\u0900-\u097F]/.test(refusalIn('hi', m)));
    expect(untranslated).toEqual([]);
    for (const m of messages) expect(refusalIn('en', m)).toBe(m);
  });

  it('keeps a number in its place and does not take a thing counted for a number', () => {
    expect(refusalIn('hi', 'At most 20 rooms.')).toBe('अधिकतम 20 कमरे।');
    expect(refusalIn('hi', 'Must be at most ₹1,00,00,000.')).toBe('₹1,00,00,000 से ज़्यादा नहीं होना चाहिए।');
    expect(refusalIn('hi', 'At most 12.')).toBe('अधिकतम 12।');
    expect(refusalIn('hi', 'At most 20 kilograms.')).toBe('At most 20 kilograms.');
  });
});

describe('a refused request', () => {
  const raise = (language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      payload: { topic: 'weather', message: 'x', name: 'Ravi', email: 'not-an-email', phone: '12' },
      headers: { 'accept-language': language },
      remoteAddress: '10.7.7.7',
    });

  it('answers its field messages in Hindi to a Hindi caller', async () => {
    const res = await raise('hi-IN,hi;q=0.9');
    expect(res.statusCode, res.body).toBe(400);
    const { fields } = res.json() as { fields: Record<string, string> };
    expect(fields.topic).toBe('बुकिंग, लिस्टिंग, भुगतान या रिफ़ंड में से चुनें।');
    expect(fields.email).toMatch(/[\u0900-\u097F]/);
  });

  it('and in English to an English one', async () => {
    const res = await raise('en-IN');
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { fields: Record<string, string> }).fields.topic).toBe('Choose booking, listing, payment or refund.');
  });
});
