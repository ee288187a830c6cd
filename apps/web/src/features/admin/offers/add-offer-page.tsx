import { NO_COUPON } from './components/coupon-fields.tsx';
import { useNavigate } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { useCreateOffer } from './api/create-offer.ts';
import { OfferForm } from './components/offer-form.tsx';

export function Component() {
  const create = useCreateOffer();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Add Offer" />
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
        outcome={{
          success: 'Offer added successfully.',
          failure: 'Error adding offer.',
          onSaved: () => navigate('/admin/offer/alloffers'),
        }}
      />
    </>
  );
}
