// One-time codes sent by SMS or email (mobile sign-in, 'Find my booking'; decision 0080): six digits, one live
// code per subject, kept only as an HMAC under the server's secret (six digits would be found from a plain hash
// in a moment), valid a few minutes, void after a few wrong tries, and another sent no sooner than a wait.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { TooManyAttempts } from './attempt-throttle.ts';
import { countWrongTry, deleteCode, lockCode, replaceCode } from './one-time-codes.repo.ts';

export type CodeRules = { validMinutes: number; wrongTries: number; resendSeconds: number };

const digest = (secret: string, subject: string, code: string) => createHmac('sha256', secret).update(`${subject}\0${code}`).digest();

export const TOO_SOON = (seconds: number) => `A code was sent a moment ago. You can ask for another in ${seconds} seconds.`;

/**
 * A new code for `subject`, replacing the last one; refused with 429 (Retry-After) while the last was sent
 * less than `resendSeconds` ago. Run it in the transaction that writes the message carrying the code.
 */
export async function issueCode(db: Db, secret: string, subject: string, rules: CodeRules, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    subject,
    codeHash: digest(secret, subject, code).toString('hex'),
    wrongTries: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + rules.validMinutes * 60_000),
  };
  const written = await replaceCode(db, row, new Date(now.getTime() - rules.resendSeconds * 1000));
  if (written.codeHash !== row.codeHash) {
    const waitMs = written.sentAt.getTime() + rules.resendSeconds * 1000 - now.getTime();
    throw new TooManyAttempts(Math.max(1, Math.ceil(waitMs / 1000)), TOO_SOON(Math.max(1, Math.ceil(waitMs / 1000))));
  }
  return code;
}

export const WRONG_CODE = 'That code is not right. Check the message and try again.';
export const CODE_VOID = 'This code has expired or was tried too many times. Ask for a new one.';

/**
 * Uses the subject's code: the right one, in time and before too many wrong tries, is spent (it works once);
 * a wrong one is counted, and the last allowed wrong try voids the code. Refuses with 400 otherwise, on `code`.
 */
export async function spendCode(db: Db, secret: string, subject: string, code: string, rules: CodeRules, now = new Date()): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const row = await lockCode(tx, subject);
    if (!row || row.expiresAt <= now || row.wrongTries >= rules.wrongTries) return CODE_VOID;
    if (timingSafeEqual(Buffer.from(row.codeHash, 'hex'), digest(secret, subject, code))) {
      await deleteCode(tx, subject);
      return null;
    }
    await countWrongTry(tx, subject);
    return row.wrongTries + 1 >= rules.wrongTries ? CODE_VOID : WRONG_CODE;
  });
  if (refusal)
    throw new AppError(400, refusal === WRONG_CODE ? 'wrong_code' : 'code_void', `Please check code: ${refusal}`, { code: refusal });
}
