// Add a room type to a hotel, or edit one (?id=…).
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/states.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useRoomTypes, useSaveRoomType } from './api/room-types.ts';
import { HotelFrame } from './components/hotel-frame.tsx';
import { IcalSync } from './components/ical-sync.tsx';
import { RoomTypeForm, roomTypeValues } from './components/room-type-form.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';

export function Component() {
  const t = useT();
  const id = useSearchParams()[0].get('id');
  return (
    <HotelFrame title={(hotel) => t(id ? 'admin.rooms.editRoomTypeTitle' : 'admin.rooms.addRoomTypeTitle', { hotel })}>
      {(hotel, search) => <RoomTypeEditor hotelId={hotel._id} id={id} back={`/admin/hotel/rooms${search}`} />}
    </HotelFrame>
  );
}

function RoomTypeEditor({ hotelId, id, back }: { hotelId: string; id: string | null; back: string }) {
  const t = useT();
  const list = useRoomTypes(hotelId);
  const save = useSaveRoomType(hotelId);
  if (id && list.isPending) return <Spinner label={t('admin.rooms.loading')} />;
  const record = id ? list.data?.find((r) => r._id === id) : undefined;
  if (id && !record) return <EmptyState title={t('admin.rooms.notFound')} />;
  return (
    <>
      <RoomTypeForm
        key={record?.updatedAt ?? 'new'}
        initial={roomTypeValues(record)}
        submitLabel={t(id ? 'admin.rooms.form.save' : 'admin.rooms.addRoomType')}
        onSave={(body) => save.mutateAsync({ hotelId, roomTypeId: id ?? undefined, body })}
        outcome={{ success: t('admin.rooms.form.saved'), failure: t('admin.rooms.form.failed'), next: back }}
      />
      {record && !record.archivedAt && <IcalSync hotelId={hotelId} roomTypeId={record._id} />}
    </>
  );
}
