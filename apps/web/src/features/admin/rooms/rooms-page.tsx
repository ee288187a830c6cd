// A hotel's room types and rate plans: each listed with what guests are sold, archived ones marked, and
// the links to add, edit and remove them (remove archives one with bookings).
import type { RatePlan, RoomType } from '@raahi/contract/rooms';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { DataTable, rowAction, rowDanger } from '../components/data-table.tsx';
import { useRatePlans, useRemoveRatePlan } from './api/rate-plans.ts';
import { useRemoveRoomType, useRoomTypes } from './api/room-types.ts';
import { HotelFrame } from './components/hotel-frame.tsx';
import { bookingWindow, mealPlanName, planPrices } from './components/plan-words.ts';
import { RemoveDialog } from './components/remove-dialog.tsx';
import { storedWord } from '@raahi/contract/i18n/stored-words';

export function Component() {
  const t = useT();
  return (
    <HotelFrame title={(hotel) => t('admin.rooms.title', { hotel })}>
      {(hotel, search) => <RoomsAndRates hotelId={hotel._id} search={search} />}
    </HotelFrame>
  );
}

function Archived({ at }: { at: string | null }) {
  const t = useT();
  if (!at) return null;
  return (
    <span className="ml-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-300">
      {t('admin.rooms.archived')}
    </span>
  );
}

function RoomsAndRates({ hotelId, search }: { hotelId: string; search: string }) {
  const t = useT();
  const roomTypes = useRoomTypes(hotelId);
  const plans = useRatePlans(hotelId);
  const removeRoom = useRemoveRoomType(hotelId);
  const removePlan = useRemoveRatePlan(hotelId);
  const [roomTarget, setRoomTarget] = useState<RoomType | null>(null);
  const [planTarget, setPlanTarget] = useState<RatePlan | null>(null);
  const sep = search ? '&' : '?';
  return (
    <div className="space-y-8">
      <section aria-labelledby="room-types-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="room-types-heading" className="text-lg font-semibold text-slate-900">
            {t('admin.rooms.roomTypes')}
          </h2>
          <Link to={`/admin/hotel/room-type${search}`} className={buttonClass('primary')}>
            {t('admin.rooms.addRoomType')}
          </Link>
        </div>
        <DataTable
          caption={t('admin.rooms.roomTypes')}
          rows={roomTypes.data}
          rowKey={(r) => r._id}
          load={roomTypes}
          loadingText={t('admin.rooms.loading')}
          emptyText={t('admin.rooms.noRoomTypes')}
          emptyHint={t('admin.rooms.noRoomTypesHint')}
          columns={[
            {
              header: t('admin.rooms.col.name'),
              phone: 'title',
              cell: (r) => (
                <span>
                  {storedWord(t, r.name)}
                  <Archived at={r.archivedAt} />
                </span>
              ),
            },
            { header: t('admin.rooms.col.rooms'), cell: (r) => r.rooms, className: 'tabular-nums' },
            {
              header: t('admin.rooms.col.occupancy'),
              cell: (r) => t('admin.rooms.occupancy', { adults: r.maxAdults, children: r.maxChildren, guests: r.maxOccupancy }),
            },
            { header: t('admin.rooms.col.beds'), cell: (r) => r.beds.join(', ') || '—' },
            {
              header: <span className="sr-only">{t('admin.rooms.col.actions')}</span>,
              label: t('admin.rooms.col.actions'),
              phone: 'actions',
              cell: (r) => (
                <span className="flex gap-1">
                  <Link
                    to={`/admin/hotel/room-type${search}${sep}id=${r._id}`}
                    className={rowAction}
                    aria-label={t('admin.rooms.editNamed', { name: storedWord(t, r.name) })}
                  >
                    {t('admin.rooms.edit')}
                  </Link>
                  {!r.archivedAt && (
                    <button
                      type="button"
                      className={rowDanger}
                      onClick={() => setRoomTarget(r)}
                      aria-label={t('admin.rooms.removeNamed', { name: storedWord(t, r.name) })}
                    >
                      {t('admin.rooms.remove.action')}
                    </button>
                  )}
                </span>
              ),
            },
          ]}
        />
      </section>

      <section aria-labelledby="rate-plans-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="rate-plans-heading" className="text-lg font-semibold text-slate-900">
            {t('admin.rooms.ratePlans')}
          </h2>
          <Link to={`/admin/hotel/rate-plan${search}`} className={buttonClass('primary')}>
            {t('admin.rooms.addRatePlan')}
          </Link>
        </div>
        <DataTable
          caption={t('admin.rooms.ratePlans')}
          rows={plans.data}
          rowKey={(p) => p._id}
          load={plans}
          loadingText={t('admin.rooms.loading')}
          emptyText={t('admin.rooms.noPlans')}
          columns={[
            {
              header: t('admin.rooms.col.name'),
              phone: 'title',
              cell: (p) => (
                <span>
                  {storedWord(t, p.name)}
                  <Archived at={p.archivedAt} />
                </span>
              ),
            },
            { header: t('admin.rooms.col.meal'), cell: (p) => `${p.mealPlan} · ${mealPlanName(t, p.mealPlan)}` },
            { header: t('admin.rooms.col.prices'), cell: (p) => planPrices(t, p, plans.data ?? [], roomTypes.data ?? []) },
            { header: t('admin.rooms.col.cancellation'), cell: (p) => p.cancellationTerms },
            { header: t('admin.rooms.col.window'), cell: (p) => bookingWindow(t, p) },
            {
              header: <span className="sr-only">{t('admin.rooms.col.actions')}</span>,
              label: t('admin.rooms.col.actions'),
              phone: 'actions',
              cell: (p) => (
                <span className="flex gap-1">
                  <Link
                    to={`/admin/hotel/rate-plan${search}${sep}id=${p._id}`}
                    className={rowAction}
                    aria-label={t('admin.rooms.editNamed', { name: p.name })}
                  >
                    {t('admin.rooms.edit')}
                  </Link>
                  {!p.archivedAt && (
                    <button
                      type="button"
                      className={rowDanger}
                      onClick={() => setPlanTarget(p)}
                      aria-label={t('admin.rooms.removeNamed', { name: p.name })}
                    >
                      {t('admin.rooms.remove.action')}
                    </button>
                  )}
                </span>
              ),
            },
          ]}
        />
      </section>
      <RemoveDialog target={roomTarget} onClose={() => setRoomTarget(null)} removal={removeRoom} />
      <RemoveDialog target={planTarget} onClose={() => setPlanTarget(null)} removal={removePlan} />
    </div>
  );
}
