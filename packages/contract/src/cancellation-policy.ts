// A listing's cancellation policy on the wire: the shape of rules/cancellation.ts, checked the same for the
// back-office forms and the API. Which shapes a kind may use: hotels and cabs are free until some hours
// before the start, then a fee (hotels may charge the first night); tours refund by tiers of days before
// departure; any listing may be non-refundable. null (on a body) returns a listing to its kind's default.
// docs/decisions/0019-cancellation-policies.md
import * as z from 'zod/mini';
import { wholeNumber } from './fields.ts';
import type { BookingKind } from './rules/booking-actions.ts';
import type { CancellationPolicy } from './rules/cancellation.ts';

export const MAX_FREE_HOURS = 720;
export const MAX_TIERS = 5;
export const MAX_TIER_DAYS = 365;

const nonRefundable = z.object({ type: z.literal('non-refundable') });
const percentFee = z.object({ percent: wholeNumber(1, 100, { min: 'At least 1%.', max: 'At most 100%.' }) });
const freeUntil = <F extends z.ZodMiniType>(fee: F) =>
  z.object({
    type: z.literal('free-until'),
    hours: wholeNumber(0, MAX_FREE_HOURS, { max: `At most ${MAX_FREE_HOURS} hours (30 days).` }),
    fee,
  });
const tier = z.object({
  daysBefore: wholeNumber(0, MAX_TIER_DAYS, { max: `At most ${MAX_TIER_DAYS} days.` }),
  refundPercent: wholeNumber(0, 100, { max: 'At most 100%.' }),
});

/** Earlier cancellations never get less back, and each tier names its own day. */
const tiersInOrder = (tiers: { daysBefore: number; refundPercent: number }[]) => {
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  return sorted.every((t, i) => i === 0 || (t.daysBefore < sorted[i - 1]!.daysBefore && t.refundPercent <= sorted[i - 1]!.refundPercent));
};
const tiersOf = (list: z.ZodMiniArray<typeof tier>) => z.object({ type: z.literal('tiers'), tiers: list });
const tiers = tiersOf(
  z
    .array(tier)
    .check(
      z.minLength(1, 'Add at least one tier.'),
      z.maxLength(MAX_TIERS, `At most ${MAX_TIERS} tiers.`),
      z.refine(tiersInOrder, 'Each tier needs its own number of days, and an earlier cancellation must not get less back.'),
    ),
);
const anyFee = z.union([percentFee, z.literal('first-night')]);

const CHOOSE = 'Choose a cancellation policy.';
/** The policies a listing of each kind may have. */
export const cancellationPolicyOf = {
  hotel: z.discriminatedUnion('type', [nonRefundable, freeUntil(anyFee)], CHOOSE),
  cab: z.discriminatedUnion('type', [nonRefundable, freeUntil(percentFee)], CHOOSE),
  tour: z.discriminatedUnion('type', [nonRefundable, tiers], CHOOSE),
} satisfies Record<BookingKind, z.ZodMiniType<CancellationPolicy>>;

/** A listing body's policy: left out keeps the stored one; null returns to the kind's default. */
export const cancellationPolicyInput = (kind: BookingKind) => z.optional(z.nullable(cancellationPolicyOf[kind]));

/** A listing answer's policy as its provider set it; null when the kind's default applies. */
export const storedCancellationPolicy = z.nullable(
  z.discriminatedUnion('type', [nonRefundable, freeUntil(anyFee), tiersOf(z.array(tier))]),
) as z.ZodMiniType<CancellationPolicy | null>;
