// Cancellation policies: what a listing promises, in plain words, and what a cancellation refunds. The
// booking keeps the policy it was sold under. One schedule (`cancellationSchedule`: the fee of cancelling
// at each time) gives both the refund (`refundOf`) and the terms of a booking in words
// (`cancellationTerms`), so what the pages promise is what a cancellation refunds. Zod-free.
import type { BookingKind } from './booking-actions.ts';
import { indianLocalTime } from './dates.ts';

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

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const START: Record<BookingKind, string> = { hotel: 'check-in', cab: 'pickup', tour: 'departure' };

/** The policy in plain words, as the booking pages state it. */
export function describePolicy(p: CancellationPolicy, kind: BookingKind): string {
  if (p.type === 'non-refundable') return 'Non-refundable: nothing is refunded on cancellation.';
  if (p.type === 'free-until') {
    const fee = p.fee === 'first-night' ? 'the first night is charged' : `${p.fee.percent}% of the amount paid is charged`;
    return `Free cancellation until ${plural(p.hours, 'hour')} before ${START[kind]}; after that ${fee}.`;
  }
  const tiers = [...p.tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  const parts = tiers.map((t) => `${t.refundPercent}% back from ${plural(t.daysBefore, 'day')} before`);
  return `Refund by how early you cancel: ${parts.join(', ')}; no refund later.`;
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '16 Dec, 23:59' in Indian time (with the year when it is not `now`'s). */
function wallClock(at: Date, now: Date): string {
  const t = indianLocalTime(at);
  const year = t.slice(0, 4) === indianLocalTime(now).slice(0, 4) ? '' : ` ${t.slice(0, 4)}`;
  return `${Number(t.slice(8, 10))} ${MONTHS[Number(t.slice(5, 7)) - 1]}${year}, ${t.slice(11, 16)}`;
}
const feeWords = (f: CancellationFee) =>
  f === 'first-night' ? 'the first night is charged' : isAll(f) ? 'non-refundable' : `${f.percent}% fee`;

/**
 * The terms of cancelling this booking from `now` on, in words, one line a period: 'Free cancellation until
 * 16 Dec, 11:59', 'From 16 Dec, 12:00: the first night is charged'; 'From now on: 25% fee'; 'Non-refundable'.
 * A fee is a share of what was paid (the first night: one night's share).
 */
export function cancellationTerms(p: CancellationPolicy, start: Date, now: Date): string[] {
  const schedule = cancellationSchedule(p, start);
  const current = periodAt(schedule, now);
  const later = schedule.slice(schedule.indexOf(current) + 1);
  const lastMinute = (until: Date) => wallClock(new Date(until.getTime() - 60_000), now);
  const first = !current.until
    ? isAll(current.fee)
      ? 'Non-refundable'
      : `From now on: ${feeWords(current.fee)}`
    : isFree(current.fee)
      ? `Free cancellation until ${lastMinute(current.until)}`
      : `Until ${lastMinute(current.until)}: ${feeWords(current.fee)}`;
  return [
    first,
    ...later.map((period, i) => `From ${wallClock((i === 0 ? current : later[i - 1]!).until!, now)}: ${feeWords(period.fee)}`),
  ];
}

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
