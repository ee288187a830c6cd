import { useNavigate, useParams } from 'react-router';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useAdminTour } from './api/get-admin-tour.ts';
import { useUpdateTour } from './api/update-tour.ts';
import { TourForm } from './components/tour-form.tsx';
import { tourToValues } from './components/tour-form-values.ts';

export function Component() {
  const { packageId = '' } = useParams();
  const q = useAdminTour(packageId);
  const update = useUpdateTour();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Edit Package" description={q.data ? q.data.name : undefined} />
      {q.isPending ? (
        <Spinner label="Loading package…" />
      ) : q.isError ? (
        <ErrorState message="Error fetching package data" onRetry={() => void q.refetch()} />
      ) : (
        <TourForm
          key={q.data._id + q.data.updatedAt}
          editing
          defaultValues={tourToValues(q.data)}
          submitLabel="Save Changes"
          onSave={(body) => update.mutateAsync({ id: packageId, body })}
          outcome={{
            success: 'Package edited successfully',
            failure: 'Error editing package',
            inlineFailure: 'Error updating package',
            onSaved: () => navigate('/admin/tour/alltour'),
          }}
        />
      )}
    </>
  );
}
