// Auth: sessions, passwords, one-time codes, device cookies and the limits on attempts that the account calls use.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerSessionJobs } from './sessions.jobs.ts';

export {
  admitAttempt,
  codeRequestChecks,
  codeTryChecks,
  countPost,
  keyOf,
  registrationChecks,
  resendChecks,
  resetRequestChecks,
  signInChecks,
  tokenChecks,
} from './attempt-throttle.ts';
export { COMMON_PASSWORD, isCommonPassword } from './common-passwords.ts';
export { checkCurrentPassword } from './current-password.ts';
export { issueDeviceToken, verifyDeviceToken } from './device-cookie.ts';
export { issueCode, spendCode, type CodeRules } from './one-time-codes.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export {
  ABSOLUTE_TIMEOUT_MS,
  createSession,
  deleteOtherSessions,
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  hashToken,
  purgeEndedSessions,
} from './sessions.ts';
export type { SessionUser } from './sessions.ts';

export const authModule = fp(async (app) => registerSessionJobs(app), { name: 'auth' });
