// A night's changes, newest first: which field, from what to what, by whom and when.
import { formatDateTime } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { Spinner } from '../../../../components/ui/states.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { useNightHistory } from '../api/calendar.ts';

type Field = 'price' | 'rooms' | 'stopSell' | 'minStay' | 'maxStay' | 'closedToArrival' | 'closedToDeparture' | 'closed';
const shown = (v: number | boolean | null, yes: string, no: string, none: string) =>
  v === null ? none : typeof v === 'boolean' ? (v ? yes : no) : String(v);

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
                  before: shown(e.old, yes, no, none),
                  after: shown(e.new, yes, no, none),
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
