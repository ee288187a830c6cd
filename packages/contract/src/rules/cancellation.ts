// Cancellation policies: what a listing promises, in plain words, and what a cancellation refunds. The
// booking keeps the policy it was sold under. One schedule (`cancellationSchedule`: the fee of cancelling
// at each time) gives both the refund (`refundOf`) and the terms of a booking in words
// (`cancellationTerms`), so what the pages promise is what a cancellation refunds. Zod-free.
import type { Words } from '../i18n/catalogue.ts';
import { calendarDay } from '../i18n/indian-forms.ts';
import type { Language } from '../i18n/languages.ts';
import type { BookingKind } from './booking-actions.ts';
import { indianLocalTime } from './dates.ts';

/**
 * The words the terms are said in: the `common.cancellation.*` messages in a language (a page's `useT()`,
 * the API's catalogues) and that language's dates (decision 0087).
 */
export type CancellationWords = Words;

export type CancellationFee = { percent: number } | 'first-night';
export type RefundTier = { daysBefore: number; refundPercent: number };
export type CancellationPolicy =
  | { type: 'non-refundable' }
  /** free until `hours` before the start, then the fee (a percentage of what was paid, or the first night) */
  | { type: 'free-until'; hours: number; fee: CancellationFee }
  /** tours: the refund by whole days before departure; the first tier whose daysBefore is met applies */
  | { type: 'tiers'; tiers: RefundTier[] };

export const DEFAULT_POLICIES: Record<BookingKind, CancellationPolicy> = {
  hotel: { type: 'free-until', hours: 24, fee: 'first-night' },
  cab: { type: 'free-until', hours: 24, fee: { percent: 25 } },
  tour: {
    type: 'tiers',
    tiers: [
      { daysBefore: 30, refundPercent: 100 },
      { daysBefore: 15, refundPercent: 50 },
      { daysBefore: 7, refundPercent: 25 },
    ],
  },
};

/** The policy in plain words, as the booking pages state it. */
export function describePolicy(p: CancellationPolicy, kind: BookingKind, { t }: CancellationWords): string {
  if (p.type === 'non-refundable') return t('common.cancellation.nonRefundablePolicy');
  if (p.type === 'free-until') {
    const fee =
      p.fee === 'first-night'
        ? t('common.cancellation.policyFirstNight')
        : t('common.cancellation.policyPercent', { percent: p.fee.percent });
    return t('common.cancellation.freeUntilPolicy', { hours: p.hours, kind, fee });
  }
  const tiers = [...p.tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  const parts = tiers.map((tier) => t('common.cancellation.tier', { percent: tier.refundPercent, days: tier.daysBefore }));
  return t('common.cancellation.tiersPolicy', { tiers: parts.join(', ') });
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FREE: CancellationFee = { percent: 0 };
const ALL: CancellationFee = { percent: 100 };

/** One stretch of time and the fee of cancelling in it; it lasts until `until` (exclusive), the last forever. */
export type CancellationPeriod = { until: Date | null; fee: CancellationFee };

/** The fee of cancelling a booking that starts at `start`, period by period, in time order. */
export function cancellationSchedule(p: CancellationPolicy, start: Date): CancellationPeriod[] {
  const before = (ms: number) => new Date(start.getTime() - ms);
  if (p.type === 'non-refundable') return [{ until: null, fee: ALL }];
  if (p.type === 'free-until')
    return [
      { until: before(p.hours * HOUR), fee: FREE },
      { until: null, fee: p.fee },
    ];
  const tiers = [...p.tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  const periods = [
    ...tiers.map((t) => ({ until: before(t.daysBefore * DAY), fee: { percent: 100 - t.refundPercent } })),
    { until: null, fee: ALL },
  ];
  // a period with the same fee as the next one is part of it
  return periods.filter((period, i) => i === periods.length - 1 || !sameFee(period.fee, periods[i + 1]!.fee));
}

const sameFee = (a: CancellationFee, b: CancellationFee) =>
  a === 'first-night' || b === 'first-night' ? a === b : a.percent === b.percent;
const isFree = (f: CancellationFee) => f !== 'first-night' && f.percent === 0;
const isAll = (f: CancellationFee) => f !== 'first-night' && f.percent === 100;

/** The period a cancellation at `now` falls in. */
const periodAt = (schedule: CancellationPeriod[], now: Date) =>
  schedule.find((p) => p.until === null || now < p.until) ?? schedule[schedule.length - 1]!;

/** '16 Dec, 23:59' / '16 दिसंबर, 23:59' in Indian time (with the year when it is not `now`'s). */
function wallClock(at: Date, now: Date, language: Language): string {
  const local = indianLocalTime(at);
  const year = local.slice(0, 4) !== indianLocalTime(now).slice(0, 4);
  return `${calendarDay(local.slice(0, 10), language, { year })}, ${local.slice(11, 16)}`;
}
const feeWords = (f: CancellationFee, { t }: CancellationWords) =>
  f === 'first-night'
    ? t('common.cancellation.feeFirstNight')
    : isAll(f)
      ? t('common.cancellation.feeAll')
      : t('common.cancellation.feePercent', { percent: f.percent });

/**
 * The terms of cancelling this booking from `now` on, in words, one line a period: 'Free cancellation until
 * 16 Dec, 11:59', 'From 16 Dec, 12:00: the first night is charged'; 'From now on: 25% fee'; 'Non-refundable'.
 * A fee is a share of what was paid (the first night: one night's share).
 */
export function cancellationTerms(p: CancellationPolicy, start: Date, now: Date, words: CancellationWords): string[] {
  const { t, language } = words;
  const schedule = cancellationSchedule(p, start);
  const current = periodAt(schedule, now);
  const later = schedule.slice(schedule.indexOf(current) + 1);
  const lastMinute = (until: Date) => wallClock(new Date(until.getTime() - 60_000), now, language);
  const first = !current.until
    ? isAll(current.fee)
      ? t('common.cancellation.nonRefundable')
      : t('common.cancellation.fromNow', { fee: feeWords(current.fee, words) })
    : isFree(current.fee)
      ? t('common.cancellation.freeUntil', { at: lastMinute(current.until) })
      : t('common.cancellation.until', { at: lastMinute(current.until), fee: feeWords(current.fee, words) });
  return [
    first,
    ...later.map((period, i) =>
      t('common.cancellation.from', {
        at: wallClock((i === 0 ? current : later[i - 1]!).until!, now, language),
        fee: feeWords(period.fee, words),
      }),
    ),
  ];
}

/** Whether cancelling at `now` a booking that starts at `start` costs nothing (a 'Free cancellation' mark). */
export const freeToCancelAt = (p: CancellationPolicy, start: Date, now: Date): boolean =>
  isFree(periodAt(cancellationSchedule(p, start), now).fee);

export type RefundInput = {
  policy: CancellationPolicy;
  /** paid so far, less what was already refunded (paise) */
  refundable: number;
  /** when the stay, trip or tour starts */
  start: Date;
  now: Date;
  /** hotel stays: the number of nights (the first-night fee is one night's share of what was paid) */
  nights?: number;
  /** a provider or admin cancelling refunds in full */
  byProvider: boolean;
};

/** What a cancellation gives back and keeps (paise). */
export function refundOf(r: RefundInput): { refund: number; fee: number } {
  const all = Math.max(0, r.refundable);
  const keep = (fee: number) => {
    const f = Math.min(all, Math.max(0, Math.round(fee)));
    return { refund: all - f, fee: f };
  };
  if (r.byProvider || all === 0) return keep(0);
  const { fee } = periodAt(cancellationSchedule(r.policy, r.start), r.now);
  return keep(fee === 'first-night' ? all / Math.max(1, r.nights ?? 1) : (all * fee.percent) / 100);
}

/**
 * A part of one booking sold under its own policy: a hotel booking's room under its rate plan's terms
 * ('Room 2, Deluxe'). `weight`: its share of what was paid (rules/pricing.ts hotelRoomCharge); `nights`: its
 * nights, for a first-night fee. docs/decisions/0077-rooms-under-different-terms.md
 */
export type PolicyPart = { label: string; policy: CancellationPolicy; weight?: number; nights?: number };

const policyKey = (p: CancellationPolicy) =>
  p.type === 'non-refundable'
    ? p.type
    : p.type === 'free-until'
      ? `${p.type}|${p.hours}|${p.fee === 'first-night' ? p.fee : p.fee.percent}`
      : `${p.type}|${[...p.tiers]
          .sort((a, b) => b.daysBefore - a.daysBefore)
          .map((t) => `${t.daysBefore}:${t.refundPercent}`)
          .join(',')}`;

/** Whether the parts are sold under one policy (then the booking reads, and refunds, as one). */
export const onePolicy = (parts: Pick<PolicyPart, 'policy'>[]) => new Set(parts.map((p) => policyKey(p.policy))).size <= 1;

/**
 * A booking's policy in words and its terms from `now`, from its parts' policies: under one policy, that
 * policy's words and lines; under several, each part's, named ('Room 2, Deluxe: Non-refundable').
 */
export function bookingTerms(
  kind: BookingKind,
  parts: PolicyPart[],
  start: Date,
  now: Date,
  words: CancellationWords,
): { policy: string; terms: string[] } {
  if (onePolicy(parts)) {
    const policy = parts[0]?.policy ?? DEFAULT_POLICIES[kind];
    return { policy: describePolicy(policy, kind, words), terms: cancellationTerms(policy, start, now, words) };
  }
  return {
    policy: parts.map((p) => `${p.label}: ${describePolicy(p.policy, kind, words)}`).join(' '),
    terms: parts.flatMap((p) => cancellationTerms(p.policy, start, now, words).map((line) => `${p.label}: ${line}`)),
  };
}

/** `total` split in proportion to `weights`, whole paise, the remainders to the largest fractions: the shares add up to it. */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((n, w) => n + Math.max(0, w), 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((n, s) => n + s, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * What cancelling a booking of parts under different policies gives back: what is refundable is shared
 * among the parts by their weights, and each share is refunded under its part's own policy (a first-night fee
 * is one of that part's nights). Parts under one policy refund exactly as `refundOf` the whole.
 */
export function refundOfParts(r: Omit<RefundInput, 'policy' | 'nights'> & { parts: PolicyPart[]; nights: number }): {
  refund: number;
  fee: number;
  /** each part's share of what is refundable, and what it gives back and keeps under its policy */
  parts: { paid: number; refund: number; fee: number }[];
} {
  const shares = shareOut(
    Math.max(0, r.refundable),
    r.parts.map((p) => p.weight ?? 1),
  );
  const parts = r.parts.map((p, i) => ({
    paid: shares[i]!,
    ...refundOf({ ...r, policy: p.policy, refundable: shares[i]!, nights: p.nights ?? r.nights }),
  }));
  if (onePolicy(r.parts)) {
    const whole = refundOf({ ...r, policy: r.parts[0]!.policy });
    return { ...whole, parts };
  }
  return { refund: parts.reduce((n, p) => n + p.refund, 0), fee: parts.reduce((n, p) => n + p.fee, 0), parts };
}
