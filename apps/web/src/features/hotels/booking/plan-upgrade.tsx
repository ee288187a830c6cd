// 'Upgrade Your Stay' on the review page: the hotel's own other plans for the chosen room, each with its meals,
// its cancellation terms and its real price difference for the stay (before taxes); one that cannot be sold for
// these dates says why.
import type { StayOffer } from '@raahi/contract/rooms';
import { rupees } from '@raahi/contract/rules/rupees';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage, useT, useWords } from '../../../lib/i18n.tsx';
import { mealWords, planTerms, refusalWords } from '../rooms/room-words.ts';
import type { ChosenRoom } from './use-chosen-room.ts';
import { storedWord } from '@raahi/contract/i18n/stored-words';

export function PlanUpgrade({ chosen, rooms, onPlan }: { chosen: ChosenRoom; rooms: number; onPlan: (ratePlanId: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const words = useWords();
  const { room, offer } = chosen;
  if (room.plans.length < 2) return null;
  const difference = (p: StayOffer) => (p.total - offer.total) * rooms;
  return (
    <Card title={t('booking.hotel.upgradeTitle')}>
      <fieldset>
        <legend className="sr-only">{t('booking.hotel.upgradeLegend', { room: storedWord(t, room.roomType.name) })}</legend>
        <div className="space-y-2">
          {room.plans.map((p) => {
            const id = p.ratePlan._id;
            const checked = id === offer.ratePlan._id;
            const diff = difference(p);
            const terms = planTerms(words, p);
            return (
              <div
                key={id}
                className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border px-4 py-3 ${checked ? 'border-teal-600 bg-teal-50' : 'border-slate-200'} ${p.sellable ? '' : 'opacity-70'}`}
              >
                <label className={`flex min-w-[12rem] flex-1 items-start gap-3 ${p.sellable ? 'cursor-pointer' : 'cursor-not-allowed'}`}>
                  <input
                    type="radio"
                    name="rate-plan"
                    value={id}
                    checked={checked}
                    disabled={!p.sellable && !checked}
                    onChange={() => onPlan(id)}
                    aria-describedby={`plan-${id}-more`}
                    className="mt-1 h-4 w-4 accent-teal-700"
                  />
                  <span>
                    <span className="block font-medium text-slate-900">{p.ratePlan.name}</span>
                    <span className="block text-sm text-slate-600">
                      {[...new Set([mealWords(t, p.ratePlan.mealPlan), terms.terms[0] ?? terms.policy])]
                        .filter((w) => w.toLowerCase() !== p.ratePlan.name.toLowerCase())
                        .join(' · ')}
                    </span>
                  </span>
                </label>
                <span id={`plan-${id}-more`} className="pl-7 text-sm text-slate-700" data-testid="plan-difference">
                  {!p.sellable
                    ? refusalWords(t, language, p)
                    : checked
                      ? t('booking.hotel.yourChoice')
                      : diff >= 0
                        ? t('booking.hotel.costsMore', { amount: rupees(diff) })
                        : t('booking.hotel.costsLess', { amount: rupees(-diff) })}
                </span>
              </div>
            );
          })}
        </div>
      </fieldset>
    </Card>
  );
}
