import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useCreateHotel } from './api/create-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { emptyHotelValues } from './components/hotel-form-values.ts';

export function Component() {
  return (
    <AddPage kind={RECORDS.hotel} create={useCreateHotel()} className="mx-auto max-w-5xl">
      {(save) => <HotelForm initial={emptyHotelValues()} {...save} />}
    </AddPage>
  );
}
