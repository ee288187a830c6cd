import { FormPage } from '../components/form-page.tsx';
import { useCreateTour } from './api/create-tour.ts';
import { TourForm } from './components/tour-form.tsx';
import { emptyTour } from './components/tour-form-values.ts';

export function Component() {
  const create = useCreateTour();
  return (
    <FormPage title="Add Package">
      <TourForm
        defaultValues={emptyTour()}
        submitLabel="Add Package"
        onSave={(body) => create.mutateAsync(body)}
        outcome={{ success: 'Package added successfully', failure: 'Error adding package', next: '/admin/tour/alltour' }}
      />
    </FormPage>
  );
}
