// One room type in 'Choose your room': its photo, beds, size and who fits, the rooms left when few, and under it
// each plan with its meals, its cancellation terms, the price of the stay and a night, taxes, and Select, or
// why it cannot be sold.
import type { RoomChoice, StayOffer } from '@raahi/contract/rooms';
import { rupees } from '@raahi/contract/rules/rupees';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import { useLanguage, useT, useWords } from '../../../lib/i18n.tsx';
import type { RoomPick } from '../search-params.ts';
import { mealWords, planTerms, perNightWords, refusalWords, roomFacts } from './room-words.ts';
import { storedWord } from '@raahi/contract/i18n/stored-words';

/** Rooms left at or below this are named ('Only 2 rooms left'). */
const FEW_ROOMS = 3;

export function RoomOffer({ room, nights, selectTo }: { room: RoomChoice; nights: number; selectTo: (pick: RoomPick) => string }) {
  const t = useT();
  const r = room.roomType;
  const name = storedWord(t, r.name);
  const headingId = `room-${r._id}`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-xl ring-1 ring-slate-200" data-testid="room-type">
      <div className="grid gap-4 p-4 sm:grid-cols-[12rem_1fr]">
        {r.photos[0] ? (
          <Img
            src={r.photos[0]}
            alt={name}
            width={640}
            height={427}
            sizes="(min-width: 640px) 12rem, 100vw"
            className="aspect-[2/1] w-full rounded-lg sm:aspect-[3/2]"
          />
        ) : (
          <div aria-hidden="true" className="hidden aspect-[3/2] rounded-lg bg-slate-100 sm:block" />
        )}
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {name}
          </h3>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {roomFacts(t, r).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {r.description && <p className="mt-2 text-sm text-slate-600">{r.description}</p>}
          {r.amenities.length > 0 && <p className="mt-2 text-sm text-slate-600">{r.amenities.slice(0, 6).join(' · ')}</p>}
          {room.roomsLeft > 0 && room.roomsLeft <= FEW_ROOMS && (
            <p className="mt-2 text-sm font-semibold text-red-700">{t('hotels.rooms.left', { count: room.roomsLeft })}</p>
          )}
          {room.roomsNeeded > 1 && <p className="mt-2 text-sm text-slate-700">{t('hotels.rooms.needed', { count: room.roomsNeeded })}</p>}
          {room.fits === false && (
            <p className="mt-2 text-sm font-semibold text-amber-800" data-testid="room-fit">
              {t('hotels.rooms.noFit')}
              {room.fitRefusal && ` ${t(`hotels.rooms.fit.${room.fitRefusal.rule}`, { limit: room.fitRefusal.limit })}`}
            </p>
          )}
        </div>
      </div>
      <ul className="divide-y divide-slate-200 border-t border-slate-200">
        {room.plans.map((p) => (
          <li key={p.ratePlan._id}>
            <PlanOffer room={room} plan={p} nights={nights} selectTo={selectTo} />
          </li>
        ))}
      </ul>
    </article>
  );
}

function PlanOffer({
  room,
  plan: p,
  nights,
  selectTo,
}: {
  room: RoomChoice;
  plan: StayOffer;
  nights: number;
  selectTo: (pick: RoomPick) => string;
}) {
  const t = useT();
  const language = useLanguage();
  const words = useWords();
  // for the guests asked room by room: what the rooms this type fits pay together; else one room's price each
  const party = p.party?.rooms.length ? p.party : undefined;
  const rooms = party ? party.rooms.length : room.roomsNeeded;
  const price = party ?? { total: p.total * rooms, taxes: p.taxes * rooms, nights: p.nights };
  const plan = p.ratePlan;
  const { terms, policy, free } = planTerms(words, p);
  // a room type that fits none of the guests' rooms is shown, priced for one room, but cannot be chosen
  const choosable = p.sellable && room.fits !== false;
  const name = `${storedWord(t, room.roomType.name)}, ${storedWord(t, plan.name)}`;
  return (
    <div
      className={`grid gap-3 p-4 sm:grid-cols-[1fr_auto] ${p.sellable ? '' : 'bg-slate-50'}`}
      data-testid="rate-plan"
      aria-label={name}
      role="group"
    >
      <div className="min-w-0 text-sm">
        <p className="text-base font-semibold text-slate-900">{storedWord(t, plan.name)}</p>
        {/* 'Room only' once, where the plan is named for its meals */}
        {mealWords(t, plan.mealPlan).toLowerCase() !== storedWord(t, plan.name).toLowerCase() && (
          <p className="mt-1 text-slate-700">{mealWords(t, plan.mealPlan)}</p>
        )}
        <p className={`mt-1 ${free ? 'text-emerald-800' : 'text-slate-700'}`} title={policy}>
          {terms[0] ?? policy}
        </p>
        {!p.sellable && (p.refusal || p.reason) && (
          <p className="mt-2 font-medium text-amber-800" data-testid="plan-reason">
            {refusalWords(t, language, p)}
          </p>
        )}
      </div>
      <div className="text-sm sm:text-right">
        <p className={`text-xl font-bold ${p.sellable ? 'text-slate-900' : 'text-slate-500'}`}>{rupees(price.total)}</p>
        <p className="text-slate-600">{t('hotels.rooms.forStay', { nights, rooms })}</p>
        <p className="text-slate-600">{t('hotels.rooms.plusTaxes', { taxes: rupees(price.taxes) })}</p>
        <p className="text-slate-600">{perNightWords(t, price.nights)}</p>
        {price.nights.length > 1 && (
          <details className="mt-1">
            <summary className="cursor-pointer text-teal-800 hover:underline">{t('hotels.rooms.byNight')}</summary>
            <ul className="mt-1 space-y-0.5 text-slate-700">
              {price.nights.map((n) => (
                <li key={n.date} className="flex justify-between gap-4">
                  <span>{calendarDay(n.date, language, { weekday: true })}</span>
                  <span>{rupees(n.price)}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
        {choosable ? (
          <Link
            to={selectTo({ roomTypeId: room.roomType._id, ratePlanId: plan._id, rooms })}
            className={buttonClass('primary', 'mt-3 w-full sm:w-auto')}
            aria-label={t('hotels.rooms.selectNamed', { name })}
          >
            {t('hotels.rooms.select')}
          </Link>
        ) : (
          <p className="mt-3 font-semibold text-slate-500">{t('hotels.rooms.unavailable')}</p>
        )}
      </div>
    </div>
  );
}
