import { deleteOffer as deleteOfferCall } from '@raahi/contract/offer-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminOffersKey } from './get-admin-offers.ts';

export const deleteOffer = (id: string) => call(deleteOfferCall, { params: { id } });

export const useDeleteOffer = () => useSave(deleteOffer, [adminOffersKey]);
