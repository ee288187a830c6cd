import type { BodyIn } from '@raahi/contract/endpoint';
import { createOffer as createOfferCall } from '@raahi/contract/offer-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminOffersKey } from './get-admin-offers.ts';

export type OfferBody = BodyIn<typeof createOfferCall>;

export const createOffer = (body: OfferBody) => call(createOfferCall, { body });

export const useCreateOffer = () => useSave(createOffer, [adminOffersKey]);
