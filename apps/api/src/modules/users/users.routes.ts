import * as api from '@raahi/contract/users';
import { route } from '../../http/route.ts';
import { clearSessionCookie, cookiePolicyOf, deviceToken, sessionToken, setDeviceCookie, setSessionCookie } from '../../plugins/auth.ts';
import { toWireUser } from '../../wire/user.ts';
import { deleteSession } from '../auth/sessions.ts';
import { changePassword, registerUser, signIn, updateProfile } from './users.service.ts';

export const userRoutes = [
  route(api.registerUser, async ({ db, body }) => toWireUser(await registerUser(db, body))),

  route(api.signIn, async ({ db, app, request, reply, body }) => {
    const production = app.config.production;
    const {
      user,
      session,
      deviceToken: device,
    } = await signIn(db, body, {
      attempts: app.attempts,
      secret: app.sessionSecret,
      address: request.ip,
      deviceToken: deviceToken(request, production),
    });
    setSessionCookie(reply, session.token, cookiePolicyOf(app.config));
    setDeviceCookie(reply, device, cookiePolicyOf(app.config));
    return toWireUser(user);
  }),

  route(api.logout, async ({ db, app, request, reply }) => {
    const token = sessionToken(request, app.config.production);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, cookiePolicyOf(app.config));
    return { message: 'Logged out successfully' };
  }),

  route(api.getProfile, async ({ actor }) => toWireUser(actor)),

  route(api.updateProfile, async ({ db, actor, body }) => toWireUser(await updateProfile(db, actor.id, body))),

  route(api.changePassword, async ({ db, app, request, actor, body }) =>
    changePassword(db, app.attempts, actor.id, sessionToken(request, app.config.production)!, body),
  ),
];
