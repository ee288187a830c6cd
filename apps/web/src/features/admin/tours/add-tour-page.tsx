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
      <PageHeader title="Add Package" description="Fields marked * are required. Pictures are uploaded when you save." />
      <TourForm
        defaultValues={emptyTour()}
        submitLabel="Add Package"
        onSave={(body) => create.mutateAsync(body)}
        successText="Package added successfully"
        errorText="Error adding package"
        onSaved={() => navigate('/admin/tour/alltour')}
      />
    </>
  );
}
