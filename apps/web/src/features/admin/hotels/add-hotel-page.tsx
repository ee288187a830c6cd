import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { messageOf } from '../../../lib/api-client.ts';
import { PageHeader } from '../components/listing-pager.tsx';
import { useCreateHotel } from './api/create-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { emptyHotelValues } from './components/hotel-form-values.ts';

export function Component() {
  const create = useCreateHotel();
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Add Hotel" />
      <HotelForm
        initial={emptyHotelValues()}
        submitLabel="Add Hotel"
        showFeatured
        saveError={saveError}
        onUploadError={(err) => {
          setSaveError('Error adding hotel');
          toast.error(`Error adding hotel: ${messageOf(err, 'the picture could not be uploaded.')}`);
        }}
        onSave={async (body) => {
          setSaveError(null);
          try {
            await create.mutateAsync(body);
            toast.success('Hotel added successfully');
            navigate('/admin/hotel/allhotel');
          } catch (err) {
            setSaveError('Error adding hotel');
            toast.error('Error adding hotel');
            throw err;
          }
        }}
      />
    </div>
  );
}
