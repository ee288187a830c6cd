import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useAddOwnHotel } from './api/add-own-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { emptyHotelValues } from './components/hotel-form-values.ts';

export function Component() {
  return (
    <AddPage kind={RECORDS.ownHotel} title="Add a New Hotel" create={useAddOwnHotel()} className="mx-auto max-w-5xl">
      {(save) => (
        <>
          <p className="mb-4 text-sm text-slate-600">An administrator checks your new hotel before travellers can see and book it.</p>
          <HotelForm initial={emptyHotelValues()} {...save} />
        </>
      )}
    </AddPage>
  );
}
