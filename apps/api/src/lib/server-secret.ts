import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'server-secret';

/**
 * The secret that signs device cookies when SESSION_SECRET is not set: generated once, kept in the data
 * folder (readable by this user only), so signed cookies survive a restart of the embedded demo.
 */
export function loadOrCreateSecret(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRET_FILE);
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} is damaged: delete it and a new secret is made (devices will be asked to sign in normally).`);
  return secret;
}
