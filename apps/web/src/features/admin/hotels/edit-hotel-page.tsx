import { EditRecordPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useAdminHotel } from './api/get-admin-hotel.ts';
import { useUpdateHotel } from './api/update-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { hotelToValues } from './components/hotel-form-values.ts';

export function Component() {
  return (
    <EditRecordPage
      kind={RECORDS.hotel}
      useRecord={useAdminHotel}
      useUpdate={useUpdateHotel}
      describe={(h) => h.name}
      className="mx-auto max-w-5xl"
    >
      {(hotel, save) => <HotelForm initial={hotelToValues(hotel)} {...save} />}
    </EditRecordPage>
  );
}
