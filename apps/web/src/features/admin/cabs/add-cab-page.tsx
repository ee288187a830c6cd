import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PageHeader } from '../components/listing-pager.tsx';
import { useCreateCab } from './api/create-cab.ts';
import { CabForm, emptyCabValues } from './components/cab-form.tsx';

export function Component() {
  const create = useCreateCab();
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Add Cab" />
      <CabForm
        initial={emptyCabValues()}
        submitLabel="Add Cab"
        saveError={saveError}
        onUploadError={() => {
          setSaveError('Error adding cab');
          toast.error('Error adding cab');
        }}
        onSave={async (body) => {
          setSaveError(null);
          try {
            await create.mutateAsync(body);
            toast.success('Cab added successfully');
            navigate('/admin/cab/allcab');
          } catch (err) {
            setSaveError('Error adding cab');
            toast.error('Error adding cab');
            throw err;
          }
        }}
      />
    </div>
  );
}
