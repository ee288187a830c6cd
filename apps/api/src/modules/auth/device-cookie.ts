import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A device that has signed in to an account gets a cookie saying so: `<userId>.<nonce>.<signature>`, signed
// with the server's secret (HMAC-SHA256). Sign-in throttling trusts such a device more than a stranger, so an
// attacker who floods an account with guesses from elsewhere does not lock its owner out.

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`device:${body}`).digest('base64url');

export function issueDeviceToken(secret: string, userId: string): string {
  const body = `${userId}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${sign(secret, body)}`;
}

/** The device's nonce when the token is genuine and was issued for this account; otherwise null. */
export function verifyDeviceToken(secret: string, token: string | undefined, userId: string): string | null {
  if (!token || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [id, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${id}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return id === userId ? nonce : null;
}
