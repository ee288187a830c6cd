import * as api from '@raahi/contract/enquiries';
import { requestLanguage } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { answer, ask, close, inbox, mine, open, unreadCounts } from './enquiries.service.ts';

export const enquiryRoutes = [
  route(api.createEnquiry, ({ app, actor, body, request }) => ask(app, actor, body, request.ip, requestLanguage(request))),
  route(api.listMyEnquiries, ({ db, actor, query }) => mine(db, actor, query)),
  route(api.listEnquiries, ({ db, actor, query }) => inbox(db, actor, query)),
  route(api.countUnreadEnquiries, ({ db, actor }) => unreadCounts(db, actor)),
  route(api.getEnquiry, ({ db, params }) => open(db, params.enquiryId)),
  route(api.replyToEnquiry, ({ db, actor, params, body }) => answer(db, actor, params.enquiryId, body.message)),
  route(api.closeEnquiry, ({ db, params }) => close(db, params.enquiryId)),
];
