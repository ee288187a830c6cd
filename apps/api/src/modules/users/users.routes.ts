import * as api from '@raahi/contract/users';
import { route } from '../../http/route.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../plugins/auth.ts';
import { toWireUser } from '../../wire/user.ts';
import { deleteSession } from '../auth/sessions.ts';
import { registerUser, signIn, updateProfile } from './users.service.ts';

export const userRoutes = [
  route(api.registerUser, async ({ db, body }) => toWireUser(await registerUser(db, body))),

  route(api.signIn, async ({ db, app, request, reply, body }) => {
    const { user, session } = await signIn(db, app.signInAttempts, body, request.ip);
    setSessionCookie(reply, session.token, app.config.production);
    return toWireUser(user);
  }),

  route(api.logout, async ({ db, app, request, reply }) => {
    const token = sessionToken(request, app.config.production);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, app.config.production);
    return { message: 'Logged out successfully' };
  }),

  route(api.getProfile, async ({ actor }) => toWireUser(actor)),

  route(api.updateProfile, async ({ db, actor, body }) => toWireUser(await updateProfile(db, actor.id, body))),
];
