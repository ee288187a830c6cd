import { useNavigate } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { useCreateTour } from './api/create-tour.ts';
import { TourForm } from './components/tour-form.tsx';
import { emptyTour } from './components/tour-form-values.ts';

export function Component() {
  const create = useCreateTour();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Add Package" />
      <TourForm
        defaultValues={emptyTour()}
        submitLabel="Add Package"
        onSave={(body) => create.mutateAsync(body)}
        outcome={{
          success: 'Package added successfully',
          failure: 'Error adding package',
          onSaved: () => navigate('/admin/tour/alltour'),
        }}
      />
    </>
  );
}
