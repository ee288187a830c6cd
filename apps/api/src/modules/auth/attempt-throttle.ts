import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { AppError } from '../../lib/errors.ts';
import type { Limit, PostingLimits } from '../../config.ts';

export type Check = { key: string; limit: Limit };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sign-in throttling slows guessing down without handing an attacker a way to lock the owner out:
 * - one account from one address gets a short window (a typo-prone owner waits a minute);
 * - one address across all accounts (password spraying from one place);
 * - one account from devices that never signed in to it, across all addresses (a botnet). Its owner
 *   still gets in from a device that has (the device cookie), and, since the key includes the password's
 *   hash, with a new password after a change or reset;
 * - a known device has its own budget, apart from the strangers'.
 */
export const SIGN_IN_LIMITS = {
  pair: { max: 5, windowMs: MINUTE },
  address: { max: 40, windowMs: 10 * MINUTE },
  account: { max: 10, windowMs: 10 * MINUTE },
  device: { max: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

/** Wrong current passwords on the change-password form, per account (a stolen session guessing). */
export const PASSWORD_CHANGE_LIMIT: Limit = { max: 5, windowMs: 10 * MINUTE };

// Keys are hashed so that emails and hashes do not sit in Redis as they are.
export const keyOf = (kind: string, ...parts: string[]) => `${kind}:${createHash('sha256').update(parts.join('\0')).digest('base64url')}`;

export type SignInSubject = {
  /** the account the email names, or undefined for an unknown email (throttled all the same) */
  user?: { id: string; passwordHash: string };
  email: string;
  address: string;
  /** the nonce of a genuine device cookie for this account */
  device: string | null;
};

export function signInChecks({ user, email, address, device }: SignInSubject): Check[] {
  const account = user ? keyOf('account', user.id, user.passwordHash) : keyOf('account', email);
  if (device) return [{ key: keyOf('device', account, device), limit: SIGN_IN_LIMITS.device }];
  return [
    { key: keyOf('pair', account, address), limit: SIGN_IN_LIMITS.pair },
    { key: keyOf('address', address), limit: SIGN_IN_LIMITS.address },
    { key: account, limit: SIGN_IN_LIMITS.account },
  ];
}

export const passwordChangeChecks = (userId: string): Check[] => [{ key: keyOf('password-change', userId), limit: PASSWORD_CHANGE_LIMIT }];

/**
 * Emails with a link (password reset, address verification) are counted on every request, sent or not: per
 * address asked for, so no one fills a stranger's inbox; per caller's address, so no one sprays many; per
 * account for a resend. A reset with a token is counted per caller's address (guessing tokens).
 */
export const LINK_LIMITS = {
  email: { max: 3, windowMs: 15 * MINUTE },
  address: { max: 20, windowMs: 15 * MINUTE },
  account: { max: 3, windowMs: 15 * MINUTE },
  tokenTries: { max: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

export const resetRequestChecks = (email: string, address: string): Check[] => [
  { key: keyOf('reset-email', email), limit: LINK_LIMITS.email },
  { key: keyOf('link-address', address), limit: LINK_LIMITS.address },
];
export const resendChecks = (userId: string): Check[] => [{ key: keyOf('verify-resend', userId), limit: LINK_LIMITS.account }];
export const tokenChecks = (address: string): Check[] => [{ key: keyOf('token-tries', address), limit: LINK_LIMITS.tokenTries }];

/**
 * One-time codes (mobile sign-in, 'Find my booking'; decision 0080): codes asked for, counted on every request,
 * per number or booking (no one floods a stranger's phone) and per caller's address (no one sprays many);
 * codes tried, per caller's address (guessing across many numbers; each code also dies after 3 wrong tries).
 */
export const CODE_LIMITS = {
  subject: { max: 5, windowMs: HOUR },
  address: { max: 30, windowMs: HOUR },
  tries: { max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
export const codeRequestChecks = (subject: string, address: string): Check[] => [
  { key: keyOf('code-subject', subject), limit: CODE_LIMITS.subject },
  { key: keyOf('code-address', address), limit: CODE_LIMITS.address },
];
export const codeTryChecks = (address: string): Check[] => [{ key: keyOf('code-tries', address), limit: CODE_LIMITS.tries }];

/**
 * New accounts per caller's address, every attempt counted (a refused email counts too, so the answer
 * cannot be used to try addresses). A town behind carrier-grade NAT shares an address, hence the headroom.
 */
export const REGISTRATION_LIMIT: Limit = { max: 20, windowMs: HOUR };
export const registrationChecks = (address: string): Check[] => [{ key: keyOf('register-address', address), limit: REGISTRATION_LIMIT }];

/** What one account and one address may post for others to read, per hour: questions to providers, reviews. */
export const POSTING_LIMITS: PostingLimits = {
  enquiry: { account: { max: 10, windowMs: HOUR }, address: { max: 30, windowMs: HOUR } },
  review: { account: { max: 10, windowMs: HOUR }, address: { max: 30, windowMs: HOUR } },
};

const TOO_MANY_POSTS: Record<keyof PostingLimits, string> = {
  enquiry: 'Too many questions in the last hour. Please wait a while before you ask again.',
  review: 'Too many reviews in the last hour. Please wait a while before you write another.',
};

/**
 * Counts one post against the caller's address, and its account when signed in, refusing it with 429
 * over a limit (the app's `postingLimits`, POSTING_LIMITS unless a test says otherwise); never taken back.
 */
export async function countPost(
  app: Pick<FastifyInstance, 'attempts' | 'config'>,
  what: keyof PostingLimits,
  userId: string | null,
  address: string,
) {
  const limits = (app.config.postingLimits ?? POSTING_LIMITS)[what];
  const checks = [
    { key: keyOf(`post-${what}-address`, address), limit: limits.address },
    ...(userId ? [{ key: keyOf(`post-${what}-account`, userId), limit: limits.account }] : []),
  ];
  await admitAttempt(app.attempts, checks, TOO_MANY_POSTS[what]);
}

export class TooManyAttempts extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'rate_limited', message);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/**
 * Counts an attempt against every check first, then decides: over a limit, the attempt is refused with
 * 429 before any password is looked at. The answer settles it: a failure stays counted, a success is
 * taken back (so the counts hold failures and attempts still in flight).
 */
export async function admitAttempt(counter: AttemptCounter, checks: Check[], message: string): Promise<{ succeeded(): Promise<void> }> {
  const counted: string[] = [];
  const undo = () => Promise.all(counted.map((k) => counter.undo(k))).then(() => {});
  for (const { key, limit } of checks) {
    const { count, resetInMs } = await counter.hit(key, limit.windowMs);
    counted.push(key);
    if (count > limit.max) {
      // a refused attempt was never evaluated, so it counts against nothing
      await undo();
      throw new TooManyAttempts(Math.max(1, Math.ceil(resetInMs / 1000)), message);
    }
  }
  return { succeeded: undo };
}
