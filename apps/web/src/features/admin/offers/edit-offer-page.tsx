import type { Offer } from '@raahi/contract/offers';
import { couponValuesOf } from './components/coupon-fields.tsx';
import { EditRecordPage } from '../components/form-page.tsx';
import { RECORDS } from '../records.ts';
import { useAdminOffer } from './api/get-admin-offer.ts';
import { useUpdateOffer } from './api/update-offer.ts';
import { OfferForm } from './components/offer-form.tsx';
import { emptyOfferTranslations } from './components/offer-form-values.ts';
import { valuesFrom } from '../components/form-values.ts';

const valuesOf = (offer: Offer) => ({
  title: offer.title,
  description: offer.description,
  image: offer.image,
  relatedTo: offer.relatedTo,
  relatedId: offer.relatedId,
  startDate: offer.startDate.slice(0, 10),
  endDate: offer.endDate.slice(0, 10),
  featured: offer.featured,
  translations: valuesFrom(emptyOfferTranslations(), offer.translations ?? {}),
  ...couponValuesOf(offer),
});

export function Component() {
  return (
    <EditRecordPage kind={RECORDS.offer} useRecord={useAdminOffer} useUpdate={useUpdateOffer} describe={(o) => o.title}>
      {(offer, save) => <OfferForm defaultValues={valuesOf(offer)} {...save} />}
    </EditRecordPage>
  );
}
