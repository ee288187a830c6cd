import * as api from '@raahi/contract/places';
import { route } from '../../http/route.ts';
import { findPlaces, type Place } from './places.ts';

const toWirePlace = ({ id, name, kind, state, aliases, lat, lng, city }: Place) => ({
  id,
  name,
  kind,
  state,
  aliases,
  lat,
  lng,
  ...(city ? { city } : {}),
});

export const placeRoutes = [route(api.listPlaces, async ({ query }) => findPlaces(query.q, query.limit).map(toWirePlace))];
