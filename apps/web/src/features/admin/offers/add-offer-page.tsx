import { NO_COUPON } from './components/coupon-fields.tsx';
import { FormPage } from '../components/form-page.tsx';
import { useCreateOffer } from './api/create-offer.ts';
import { OfferForm } from './components/offer-form.tsx';

export function Component() {
  const create = useCreateOffer();
  return (
    <FormPage title="Add Offer">
      <OfferForm
        defaultValues={{
          title: '',
          description: '',
          image: '',
          relatedTo: '',
          relatedId: '',
          startDate: '',
          endDate: '',
          featured: false,
          ...NO_COUPON,
        }}
        submitLabel="Add Offer"
        onSave={(b) => create.mutateAsync(b)}
        outcome={{ success: 'Offer added successfully.', failure: 'Error adding offer.', next: '/admin/offer/alloffers' }}
      />
    </FormPage>
  );
}
