// A night's changes, newest first: which field, from what to what, by whom and when.
import type { NightOccupancy } from '@raahi/contract/rooms';
import { formatDateTime } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { Spinner } from '../../../../components/ui/states.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { useNightHistory } from '../api/calendar.ts';

type Field = 'price' | 'occupancy' | 'rooms' | 'stopSell' | 'minStay' | 'maxStay' | 'closedToArrival' | 'closedToDeparture' | 'closed';
type T = ReturnType<typeof useT>;
/** prices by guests in force, short: '1 adult ₹5000 · extra adult ₹1500 · children ₹0 / ₹1200' */
const occupancyWords = (o: NightOccupancy, t: T, none: string) =>
  [
    ...Object.entries(o.byAdults ?? {}).map(([n, price]) => t('admin.calendar.occupancy.short.adults', { count: Number(n), price })),
    ...(o.extraAdult !== undefined ? [t('admin.calendar.occupancy.short.extraAdult', { price: o.extraAdult })] : []),
    ...(o.extraChild?.length
      ? [t('admin.calendar.occupancy.short.children', { prices: o.extraChild.map((p) => `₹${p}`).join(' / ') })]
      : []),
  ].join(' · ') || none;
const shown = (v: number | boolean | NightOccupancy | null, t: T, yes: string, no: string, none: string) =>
  v === null ? none : typeof v === 'boolean' ? (v ? yes : no) : typeof v === 'object' ? occupancyWords(v, t, none) : String(v);

export function NightHistory({
  hotelId,
  date,
  roomTypeId,
  ratePlanId,
}: {
  hotelId: string;
  date: string;
  roomTypeId: string;
  ratePlanId: string | null;
}) {
  const t = useT();
  const history = useNightHistory(hotelId, date, roomTypeId, true);
  if (history.isPending) return <Spinner label={t('admin.calendar.history.loading')} />;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {messageOf(history.error, t('admin.calendar.history.error'))}
      </p>
    );
  const entries = history.data.filter((e) => e.ratePlanId === ratePlanId);
  return (
    <section aria-label={t('admin.calendar.history.title')}>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('admin.calendar.history.title')}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.calendar.history.none')}</p>
      ) : (
        <ul className="space-y-1 text-sm text-slate-700">
          {entries.map((e, i) => {
            const yes = t('admin.calendar.history.yes');
            const no = t('admin.calendar.history.no');
            const none = t('admin.calendar.history.default');
            return (
              <li key={`${e.editId}-${e.field}-${i}`}>
                {t('admin.calendar.history.line', {
                  field: t(`admin.calendar.field.${e.field as Field}`),
                  before: shown(e.old, t, yes, no, none),
                  after: shown(e.new, t, yes, no, none),
                  by: e.by,
                  at: formatDateTime(e.at),
                })}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
