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
      {({ _id, updatedAt, startDate, endDate, title, description, image, relatedTo, relatedId, featured }) => (
        <OfferForm
          key={_id + updatedAt}
          defaultValues={{
            title,
            description,
            image,
            relatedTo,
            relatedId,
            startDate: startDate.slice(0, 10),
            endDate: endDate.slice(0, 10),
            featured,
          }}
          submitLabel="Save Changes"
          onSave={(body) => update.mutateAsync({ id, body })}
          outcome={{ success: 'Offer edited successfully.', failure: 'Error editing offer.', next: '/admin/offer/alloffers' }}
        />
      )}
    </EditPage>
  );
}
