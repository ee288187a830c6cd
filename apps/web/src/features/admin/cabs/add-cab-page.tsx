import { useNavigate } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { useCreateCab } from './api/create-cab.ts';
import { CabForm, emptyCabValues } from './components/cab-form.tsx';

export function Component() {
  const create = useCreateCab();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Add Cab" />
      <CabForm
        initial={emptyCabValues()}
        submitLabel="Add Cab"
        onSave={(body) => create.mutateAsync(body)}
        outcome={{ success: 'Cab added successfully', failure: 'Error adding cab', onSaved: () => navigate('/admin/cab/allcab') }}
      />
    </div>
  );
}
