import { badRequest } from '../../lib/errors.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { admitAttempt, passwordChangeChecks } from './attempt-throttle.ts';
import { verifyPassword } from './passwords.ts';

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

/**
 * The account's current password, for a change a session left open must not make alone (the password, the
 * email, erasing the account): 400 on `field` when wrong; wrong tries are throttled per account.
 */
export async function checkCurrentPassword(
  attempts: AttemptCounter,
  user: { id: string; passwordHash: string },
  password: string,
  field = 'currentPassword',
) {
  const attempt = await admitAttempt(
    attempts,
    passwordChangeChecks(user.id),
    'Too many wrong passwords. Please wait a few minutes and try again.',
  );
  if (!(await verifyPassword(user.passwordHash, password)))
    throw badRequest(`Please check ${field}: ${WRONG_CURRENT_PASSWORD}`, { [field]: WRONG_CURRENT_PASSWORD });
  await attempt.succeeded();
}
