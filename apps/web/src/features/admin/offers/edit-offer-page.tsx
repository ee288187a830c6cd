import { couponValuesOf } from './components/coupon-fields.tsx';
import { useParams } from 'react-router';
import { EditPage } from '../components/form-page.tsx';
import { useAdminOffer } from './api/get-admin-offer.ts';
import { useUpdateOffer } from './api/update-offer.ts';
import { OfferForm } from './components/offer-form.tsx';

export function Component() {
  const { id = '' } = useParams();
  const q = useAdminOffer(id);
  const update = useUpdateOffer();
  return (
    <EditPage
      title="Edit Offer"
      description={q.data?.title}
      query={q}
      texts={{ loading: 'Loading offer…', error: 'Error fetching offer data' }}
    >
      {(offer) => (
        <OfferForm
          key={offer._id + offer.updatedAt}
          defaultValues={{
            title: offer.title,
            description: offer.description,
            image: offer.image,
            relatedTo: offer.relatedTo,
            relatedId: offer.relatedId,
            startDate: offer.startDate.slice(0, 10),
            endDate: offer.endDate.slice(0, 10),
            featured: offer.featured,
            ...couponValuesOf(offer),
          }}
          submitLabel="Save Changes"
          onSave={(body) => update.mutateAsync({ id, body })}
          outcome={{ success: 'Offer edited successfully.', failure: 'Error editing offer.', next: '/admin/offer/alloffers' }}
        />
      )}
    </EditPage>
  );
}
