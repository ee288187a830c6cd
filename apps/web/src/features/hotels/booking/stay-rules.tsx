// The review page's nights and rules: each night of the stay with its price for one room, then the plan's meals
// and its cancellation terms for these dates (the quote's, as the booking will keep them, once it has come).
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import { rupees } from '@raahi/contract/rules/rupees';
import { CancellationTerms } from '../../../components/booking/cancellation-terms.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage, useT, useWords } from '../../../lib/i18n.tsx';
import { mealWords, planTerms } from '../rooms/room-words.ts';
import type { ChosenRoom } from './use-chosen-room.ts';

export function StayNights({ chosen, rooms }: { chosen: ChosenRoom; rooms: number }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Card title={t('booking.hotel.nightsTitle')}>
      <p className="text-sm text-slate-600">{t('booking.hotel.nightsNote', { rooms })}</p>
      <dl className="mt-2 divide-y divide-slate-100 text-sm" data-testid="stay-nights">
        {chosen.offer.nights.map((n) => (
          <div key={n.date} className="flex justify-between gap-4 py-1.5">
            <dt className="text-slate-700">{calendarDay(n.date, language, { weekday: true })}</dt>
            <dd className="font-medium text-slate-900">{rupees(n.price)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function StayRules({ chosen, terms, policy }: { chosen: ChosenRoom | null; terms?: string[]; policy?: string }) {
  const t = useT();
  const pageWords = useWords();
  const plan = chosen?.offer.ratePlan;
  // the quote's terms once it has come (in the page's language: the browser asks in it); until then the plan's
  const own = chosen && planTerms(pageWords, chosen.offer);
  const lines = terms ?? own?.terms ?? [];
  const words = policy ?? own?.policy;
  if (!plan && !words) return null;
  return (
    <Card title={t('booking.hotel.rulesTitle')}>
      <div className="space-y-3 text-sm text-slate-700" data-testid="cancellation-policy">
        {plan && (
          <p>
            <span className="font-semibold text-slate-900">{t('booking.hotel.meals')}</span> {mealWords(t, plan.mealPlan)}
          </p>
        )}
        <CancellationTerms terms={lines} policy={words} />
      </div>
    </Card>
  );
}
