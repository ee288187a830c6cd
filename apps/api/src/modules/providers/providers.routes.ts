import * as api from '@raahi/contract/providers';
import { route } from '../../http/route.ts';
import { myProfile, providerDetails, saveMyProfile } from './providers.service.ts';

export const providerRoutes = [
  route(api.getProviderProfile, ({ db, actor }) => myProfile(db, actor.id)),
  route(api.updateProviderProfile, ({ db, actor, body }) => saveMyProfile(db, actor.id, body)),
  route(api.getProviderDetails, ({ db, params }) => providerDetails(db, params.providerId)),
];
