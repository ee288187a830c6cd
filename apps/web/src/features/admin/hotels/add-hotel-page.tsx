import { FormPage } from '../components/form-page.tsx';
import { useCreateHotel } from './api/create-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { emptyHotelValues } from './components/hotel-form-values.ts';

export function Component() {
  const create = useCreateHotel();
  return (
    <FormPage title="Add Hotel" className="mx-auto max-w-5xl">
      <HotelForm
        initial={emptyHotelValues()}
        submitLabel="Add Hotel"
        onSave={(body) => create.mutateAsync(body)}
        outcome={{ success: 'Hotel added successfully', failure: 'Error adding hotel', next: '/admin/hotel/allhotel' }}
      />
    </FormPage>
  );
}
