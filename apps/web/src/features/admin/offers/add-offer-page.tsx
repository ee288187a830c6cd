import { NO_COUPON } from './components/coupon-fields.tsx';
import { AddPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useCreateOffer } from './api/create-offer.ts';
import { OfferForm } from './components/offer-form.tsx';
import { emptyOfferTranslations, type OfferFormValues } from './components/offer-form-values.ts';

const EMPTY: OfferFormValues = {
  title: '',
  description: '',
  image: '',
  relatedTo: '',
  relatedId: '',
  startDate: '',
  endDate: '',
  featured: false,
  translations: emptyOfferTranslations(),
  ...NO_COUPON,
};

export function Component() {
  return (
    <AddPage kind={RECORDS.offer} create={useCreateOffer()}>
      {(save) => <OfferForm defaultValues={EMPTY} {...save} />}
    </AddPage>
  );
}
