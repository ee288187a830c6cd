// Cancellation policies: what a listing promises, in plain words, and what a cancellation refunds. The
// booking keeps the policy it was sold under; the API refunds what `refundOf` says and the pages preview
// the same. Zod-free.
import type { BookingKind } from './booking-actions.ts';

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
  const p = r.policy;
  if (p.type === 'non-refundable') return keep(all);
  const msLeft = r.start.getTime() - r.now.getTime();
  if (p.type === 'free-until') {
    if (msLeft >= p.hours * 3_600_000) return keep(0);
    return keep(p.fee === 'first-night' ? all / Math.max(1, r.nights ?? 1) : (all * p.fee.percent) / 100);
  }
  const daysLeft = Math.floor(msLeft / 86_400_000);
  const tier = [...p.tiers].sort((a, b) => b.daysBefore - a.daysBefore).find((t) => daysLeft >= t.daysBefore);
  return keep(all - (all * (tier?.refundPercent ?? 0)) / 100);
}
