import { couponValuesOf } from './components/coupon-fields.tsx';
import { useNavigate, useParams } from 'react-router';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useAdminOffer } from './api/get-admin-offer.ts';
import { useUpdateOffer } from './api/update-offer.ts';
import { OfferForm } from './components/offer-form.tsx';

export function Component() {
  const { id = '' } = useParams();
  const q = useAdminOffer(id);
  const update = useUpdateOffer();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Edit Offer" description={q.data?.title} />
      {q.isPending ? (
        <Spinner label="Loading offer…" />
      ) : q.isError ? (
        <ErrorState message="Error fetching offer data" onRetry={() => void q.refetch()} />
      ) : (
        <OfferForm
          key={q.data._id + q.data.updatedAt}
          defaultValues={{
            title: q.data.title,
            description: q.data.description,
            image: q.data.image,
            relatedTo: q.data.relatedTo,
            relatedId: q.data.relatedId,
            startDate: q.data.startDate.slice(0, 10),
            endDate: q.data.endDate.slice(0, 10),
            featured: q.data.featured,
            ...couponValuesOf(q.data),
          }}
          submitLabel="Save Changes"
          onSave={(body) => update.mutateAsync({ id, body })}
          outcome={{
            success: 'Offer edited successfully.',
            failure: 'Error editing offer.',
            onSaved: () => navigate('/admin/offer/alloffers'),
          }}
        />
      )}
    </>
  );
}
