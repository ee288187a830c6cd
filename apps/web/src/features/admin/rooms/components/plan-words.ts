// How the back-office writes a rate plan's meal plan, derivation and booking window.
import type { RatePlan, RoomType } from '@raahi/contract/rooms';
import { storedWord } from '@raahi/contract/i18n/stored-words';
import { rupees } from '@raahi/contract/rules/rupees';
import type { useT } from '../../../../lib/i18n.tsx';

type T = ReturnType<typeof useT>;

export const mealPlanName = (t: T, code: RatePlan['mealPlan']) => t(`admin.rooms.meal.${code}`);

/** 'Deluxe ₹4,500 · Suite ₹7,000', or how a derived plan follows its parent ('Room only −10%'). */
export function planPrices(t: T, plan: RatePlan, plans: RatePlan[], roomTypes: RoomType[]): string {
  if (plan.derivedFrom) {
    const parent = storedWord(t, plans.find((p) => p._id === plan.derivedFrom!.ratePlanId)?.name ?? '—');
    const d = plan.derivedFrom;
    const change =
      'percent' in d ? `${d.percent >= 0 ? '+' : '−'}${Math.abs(d.percent)}%` : `${d.rupees >= 0 ? '+' : '−'}${rupees(Math.abs(d.rupees))}`;
    return t('admin.rooms.plan.follows', { parent, change });
  }
  return plan.prices
    .map((p) => `${storedWord(t, roomTypes.find((r) => r._id === p.roomTypeId)?.name ?? '—')} ${rupees(p.price)}`)
    .join(' · ');
}

export function bookingWindow(t: T, plan: Pick<RatePlan, 'minDaysBefore' | 'maxDaysBefore'>): string {
  const { minDaysBefore: min, maxDaysBefore: max } = plan;
  if (min == null && max == null) return t('admin.rooms.plan.anyTime');
  if (min != null && max != null) return t('admin.rooms.plan.between', { min, max });
  return min != null ? t('admin.rooms.plan.atLeast', { min }) : t('admin.rooms.plan.atMost', { max: max! });
}
