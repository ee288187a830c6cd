// What a provider earns: what guests paid for their listings, less refunds, less the platform's commission
// on what was kept. Amounts in paise; rates in basis points (1000 = 10 %). The API groups payments and
// refunds by Indian calendar month and by the rate in force when each payment was captured, and this
// settles each month. docs/decisions/0024-payments-ledger-and-earnings.md. Zod-free.

/** The rate a platform starts with, before an admin sets one (migration 0004 stores it). */
export const DEFAULT_COMMISSION_BASIS_POINTS = 1000;

export const percentOfBasisPoints = (bp: number) => bp / 100;
export const basisPointsOfPercent = (percent: number) => Math.round(percent * 100);

/** The commission on an amount (paise) at a rate, to the paisa. A refund's commission is given back, so it may be negative. */
export const commissionOn = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / 10_000);

/** Payments and refunds of one month that were charged one rate. */
export type RatedAmounts = { paid: number; refunded: number; basisPoints: number };
export type Earnings = { paid: number; refunded: number; commission: number; net: number };

/** A month's earnings: the commission is the platform's share of what was paid less what was refunded, at each payment's rate. */
export function earningsOf(parts: readonly RatedAmounts[]): Earnings {
  let paid = 0;
  let refunded = 0;
  let commission = 0;
  for (const p of parts) {
    paid += p.paid;
    refunded += p.refunded;
    commission += commissionOn(p.paid - p.refunded, p.basisPoints);
  }
  return { paid, refunded, commission, net: paid - refunded - commission };
}

/** Sums earnings (a total over months). */
export const addEarnings = (a: Earnings, b: Earnings): Earnings => ({
  paid: a.paid + b.paid,
  refunded: a.refunded + b.refunded,
  commission: a.commission + b.commission,
  net: a.net + b.net,
});
export const NO_EARNINGS: Earnings = { paid: 0, refunded: 0, commission: 0, net: 0 };
