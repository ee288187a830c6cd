import * as api from '@raahi/contract/privacy';
import { requestLanguage } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { clearSessionCookie, cookiePolicyOf } from '../../plugins/auth.ts';
import { acceptNotice, changeConsent, myConsents } from './consents.service.ts';
import { requestQueue } from './data-requests.ts';
import { eraseAccount } from './erasure.ts';
import { myData } from './my-data.ts';
import { nameNominee } from './nominee.ts';
import { noticeOf } from './notice.ts';

export const privacyRoutes = [
  route(api.getPrivacyNotice, async ({ app, query, request }) => noticeOf(app, query.language ?? requestLanguage(request))),
  route(api.getMyConsents, ({ db, actor }) => myConsents(db, actor.id)),
  route(api.setMyConsent, ({ db, actor, body }) => changeConsent(db, actor.id, body)),
  route(api.acceptNotice, ({ db, actor, body }) => acceptNotice(db, actor.id, body)),
  route(api.getMyData, async ({ db, actor, reply, request }) => {
    reply.header('content-disposition', 'attachment; filename="raahi-my-data.json"');
    return myData(db, actor, requestLanguage(request));
  }),
  route(api.setMyNominee, ({ db, actor, body }) => nameNominee(db, actor.id, body)),
  route(api.eraseMe, async ({ app, actor, body, reply }) => {
    const answer = await eraseAccount(app, actor, body.password);
    clearSessionCookie(reply, cookiePolicyOf(app.config));
    return answer;
  }),
  route(api.listDataRequests, ({ db, query }) => requestQueue(db, query)),
];
