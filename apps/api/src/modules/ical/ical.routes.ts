// Channel sync's calls (packages/contract/src/ical.ts) and the export itself, GET /ical/{token}.ics: not an
// API call (no endpoint row, like the sitemap), a calendar file any site may poll; the token is the secret.
import * as api from '@raahi/contract/ical';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoutes, route } from '../../http/route.ts';
import * as ical from './ical.service.ts';

/** the site's address: PUBLIC_ORIGIN, else the one this request came to */
const originOf = (app: FastifyInstance, request: FastifyRequest) => app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
/** feeds on private networks only outside production (decision 0062) */
export const syncOptions = (app: FastifyInstance): ical.SyncOptions => ({ allowPrivate: !app.config.production });

/** how long a site (or a cache between) may keep the export */
const EXPORT_MAX_AGE_SECONDS = 300;

const icalRoutes = [
  route(api.getIcal, async ({ db, app, request, params }) =>
    ical.icalSettings(db, params.hotelId, params.roomTypeId, originOf(app, request)),
  ),
  route(api.changeIcal, async ({ db, app, request, params, body, changed }) => {
    if ('rotateExport' in body) {
      await ical.rotateExport(db, params.hotelId, params.roomTypeId);
      changed([]);
    } else {
      const { changed: moved } = await ical.addImport(db, params.hotelId, params.roomTypeId, body.url, syncOptions(app));
      changed(moved ? ['availability'] : []);
    }
    return ical.icalSettings(db, params.hotelId, params.roomTypeId, originOf(app, request));
  }),
  route(api.syncIcalImport, async ({ db, app, params, changed }) => {
    const outcome = await ical.syncImport(db, params.hotelId, params.roomTypeId, params.importId, syncOptions(app));
    changed(outcome.changed ? ['availability'] : []);
    return ical.toWireImport(outcome.row);
  }),
  route(api.removeIcalImport, async ({ db, params, changed }) => {
    await ical.removeImport(db, params.hotelId, params.roomTypeId, params.importId);
    changed(['availability']);
    return { message: 'The calendar is no longer imported.', archived: false };
  }),
];

export function registerIcal(app: FastifyInstance) {
  registerRoutes(app, icalRoutes);
  app.get<{ Params: { token: string } }>('/ical/:token(^[A-Za-z0-9_-]{16,64}).ics', async (request, reply) => {
    const text = await ical.exportFeed(app.db, request.params.token);
    if (text === undefined) return reply.status(404).send({ message: 'Not found.', code: 'not_found' });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', `public, max-age=${EXPORT_MAX_AGE_SECONDS}`)
      .header('x-robots-tag', 'noindex')
      .send(text);
  });
}
