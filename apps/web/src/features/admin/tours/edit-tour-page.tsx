import { useParams } from 'react-router';
import { EditPage } from '../components/form-page.tsx';
import { useAdminTour } from './api/get-admin-tour.ts';
import { useUpdateTour } from './api/update-tour.ts';
import { TourForm } from './components/tour-form.tsx';
import { tourToValues } from './components/tour-form-values.ts';

export function Component() {
  const { packageId = '' } = useParams();
  const q = useAdminTour(packageId);
  const update = useUpdateTour();
  return (
    <EditPage
      title="Edit Package"
      description={q.data?.name}
      query={q}
      texts={{ loading: 'Loading package…', error: 'Error fetching package data' }}
    >
      {(tour) => (
        <TourForm
          key={tour._id + tour.updatedAt}
          editing
          defaultValues={tourToValues(tour)}
          submitLabel="Save Changes"
          onSave={(body) => update.mutateAsync({ id: packageId, body })}
          outcome={{
            success: 'Package edited successfully',
            failure: 'Error editing package',
            inlineFailure: 'Error updating package',
            next: '/admin/tour/alltour',
          }}
        />
      )}
    </EditPage>
  );
}
