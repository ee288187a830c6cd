// Add a rate plan to a hotel, or edit one (?id=…).
import { useSearchParams } from 'react-router';
import { EmptyState, Spinner } from '../../../components/ui/states.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useRatePlans, useSaveRatePlan } from './api/rate-plans.ts';
import { useRoomTypes } from './api/room-types.ts';
import { HotelFrame } from './components/hotel-frame.tsx';
import { RatePlanForm } from './components/rate-plan-form.tsx';
import { ratePlanValues } from './components/rate-plan-values.ts';
import { childBands } from './components/occupancy-fields.tsx';
import type { AgeRules } from '@raahi/contract/rules/occupancy';

export function Component() {
  const t = useT();
  const id = useSearchParams()[0].get('id');
  return (
    <HotelFrame title={(hotel) => t(id ? 'admin.rooms.editRatePlanTitle' : 'admin.rooms.addRatePlanTitle', { hotel })}>
      {(hotel, search) => <RatePlanEditor hotelId={hotel._id} ageRules={hotel.ageRules} id={id} back={`/admin/hotel/rooms${search}`} />}
    </HotelFrame>
  );
}

function RatePlanEditor({ hotelId, ageRules, id, back }: { hotelId: string; ageRules?: AgeRules; id: string | null; back: string }) {
  const t = useT();
  const plans = useRatePlans(hotelId);
  const roomTypes = useRoomTypes(hotelId);
  const save = useSaveRatePlan(hotelId);
  if (plans.isPending || roomTypes.isPending) return <Spinner label={t('admin.rooms.loading')} />;
  const record = id ? plans.data?.find((p) => p._id === id) : undefined;
  if ((id && !record) || !roomTypes.data || !plans.data) return <EmptyState title={t('admin.rooms.notFound')} />;
  // a plan sells live room types, and keeps showing an archived one it still sells
  const bands = childBands(ageRules);
  const offered = roomTypes.data.filter((r) => !r.archivedAt || record?.prices.some((p) => p.roomTypeId === r._id));
  return (
    <RatePlanForm
      key={record?.updatedAt ?? 'new'}
      initial={ratePlanValues(offered, bands.length, record)}
      bands={bands}
      roomTypes={offered}
      plans={plans.data}
      planId={id}
      submitLabel={t(id ? 'admin.rooms.form.save' : 'admin.rooms.addRatePlan')}
      onSave={(body) => save.mutateAsync({ hotelId, ratePlanId: id ?? undefined, body })}
      outcome={{ success: t('admin.rooms.form.saved'), failure: t('admin.rooms.form.failed'), next: back }}
    />
  );
}
