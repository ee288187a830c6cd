import { useNavigate } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { useCreateHotel } from './api/create-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { emptyHotelValues } from './components/hotel-form-values.ts';

export function Component() {
  const create = useCreateHotel();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Add Hotel" />
      <HotelForm
        initial={emptyHotelValues()}
        submitLabel="Add Hotel"
        onSave={(body) => create.mutateAsync(body)}
        outcome={{
          success: 'Hotel added successfully',
          failure: 'Error adding hotel',
          onSaved: () => navigate('/admin/hotel/allhotel'),
        }}
      />
    </div>
  );
}
