import * as api from '@raahi/contract/grievances';
import { requestLanguage } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { contactsOf } from './officer.ts';
import { addToMine, answer, mine, one, queue, raise, settle } from './grievances.service.ts';

export const grievanceRoutes = [
  route(api.getGrievanceContacts, async ({ app }) => contactsOf(app)),
  route(api.createGrievance, ({ app, actor, body, request }) => raise(app, actor, body, request.ip, requestLanguage(request))),
  route(api.listMyGrievances, ({ db, actor, query }) => mine(db, actor, query)),
  route(api.replyToMyGrievance, ({ db, actor, params, body }) => addToMine(db, actor, params.grievanceId, body.message)),
  route(api.listGrievances, ({ db, actor, query }) => queue(db, actor, query)),
  route(api.getGrievance, ({ db, params }) => one(db, params.grievanceId)),
  route(api.replyToGrievance, ({ db, actor, params, body }) => answer(db, actor, params.grievanceId, body.message)),
  route(api.resolveGrievance, ({ db, actor, params, body }) => settle(db, actor, params.grievanceId, body.outcome)),
];
