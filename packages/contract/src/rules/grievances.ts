// A complaint's clock and number (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)): the grievance
// officer acknowledges within 48 hours and resolves within a month. Zod-free.
import { todayInIndia } from './dates.ts';

export const ACKNOWLEDGE_WITHIN_MS = 48 * 3_600_000;
export const RESOLVE_WITHIN_MS = 30 * 86_400_000;

/** When a ticket raised at `raisedAt` must be acknowledged and resolved. */
export const grievanceDeadlines = (raisedAt: Date) => ({
  acknowledgeBy: new Date(raisedAt.getTime() + ACKNOWLEDGE_WITHIN_MS),
  resolveBy: new Date(raisedAt.getTime() + RESOLVE_WITHIN_MS),
});

type Clock = { acknowledgeBy: Date; resolveBy: Date; acknowledgedAt: Date | null; resolvedAt: Date | null };

/** An unresolved ticket past its resolution date, or not acknowledged past its acknowledgement date. */
export const isOverdue = (t: Clock, now = new Date()): boolean =>
  t.resolvedAt === null && (now > t.resolveBy || (t.acknowledgedAt === null && now > t.acknowledgeBy));

/** The number a person quotes: GRV-2026-000123 (the year it was raised in India, then the running number). */
export const ticketNumber = (n: number, raisedAt: Date): string =>
  `GRV-${todayInIndia(raisedAt).slice(0, 4)}-${String(n).padStart(6, '0')}`;
