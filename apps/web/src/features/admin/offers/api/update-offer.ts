import { updateOffer as updateOfferCall } from '@raahi/contract/offer-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import type { OfferBody } from './create-offer.ts';
import { adminOffersKey } from './get-admin-offers.ts';

export const updateOffer = ({ id, body }: { id: string; body: OfferBody }) => call(updateOfferCall, { params: { id }, body });

export const useUpdateOffer = () => useSave(updateOffer, [adminOffersKey]);
