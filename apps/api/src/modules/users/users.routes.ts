import * as access from '@raahi/contract/account-access';
import * as mobileSignIn from '@raahi/contract/mobile-sign-in';
import * as api from '@raahi/contract/users';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../http/route.ts';
import { addressKey } from '../../plugins/rate-limits.ts';
import { clearSessionCookie, cookiePolicyOf, deviceToken, sessionToken, setDeviceCookie, setSessionCookie } from '../../plugins/auth.ts';
import { toWireUser } from './user.wire.ts';
import { requestLanguage, setLanguageCookie } from '../../http/language.ts';
import { deleteSession } from '../auth/index.ts';
import { requestPasswordReset, resendVerification, resetPassword, undoEmailChange, verifyEmail } from './account-links.ts';
import { accountLedgerOf } from './account-ledger.ts';
import { sendSignInCode, verifySignInCode } from './mobile-sign-in.ts';
import { changePassword, registerUser, signIn, startSession, updateProfile } from './users.service.ts';

/** Sets the cookies of a session just started (a sign-in, a password reset) and answers its account. */
function signedIn(app: FastifyInstance, reply: FastifyReply, s: Awaited<ReturnType<typeof signIn>>) {
  setSessionCookie(reply, s.session.token, cookiePolicyOf(app.config));
  setDeviceCookie(reply, s.deviceToken, cookiePolicyOf(app.config));
  setLanguageCookie(reply, s.user.language, cookiePolicyOf(app.config));
  return toWireUser(s.user);
}

export const userRoutes = [
  // registering signs in
  route(access.registerUser, async ({ db, app, request, reply, body }) => {
    const user = await registerUser(db, accountLedgerOf(app), app.attempts, addressKey(request.ip), {
      ...body,
      language: body.language ?? requestLanguage(request),
    });
    return signedIn(app, reply, await startSession(db, app.sessionSecret, user));
  }),

  route(mobileSignIn.requestOtp, async ({ db, app, request, body }) =>
    sendSignInCode(db, app.attempts, app.sessionSecret, body, addressKey(request.ip), requestLanguage(request)),
  ),

  route(mobileSignIn.verifyOtp, async ({ db, app, request, reply, body }) => {
    const ctx = { attempts: app.attempts, secret: app.sessionSecret, address: addressKey(request.ip), language: requestLanguage(request) };
    const { user, newAccount } = await verifySignInCode(db, accountLedgerOf(app), body, ctx, request.user);
    if (request.user) return { ...toWireUser(user), newAccount };
    return { ...signedIn(app, reply, await startSession(db, app.sessionSecret, user)), newAccount };
  }),

  route(access.signIn, async ({ db, app, request, reply, body }) =>
    signedIn(
      app,
      reply,
      await signIn(db, body, {
        attempts: app.attempts,
        secret: app.sessionSecret,
        address: request.ip,
        deviceToken: deviceToken(request, app.config.production),
      }),
    ),
  ),

  route(api.logout, async ({ db, app, request, reply }) => {
    const token = sessionToken(request, app.config.production);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, cookiePolicyOf(app.config));
    return { message: 'Logged out successfully' };
  }),

  route(api.getProfile, async ({ actor }) => toWireUser(actor)),

  route(api.updateProfile, async ({ db, app, reply, actor, body }) => {
    const updated = await updateProfile(db, accountLedgerOf(app), app.attempts, actor.id, body);
    if (body.language) setLanguageCookie(reply, updated.language, cookiePolicyOf(app.config));
    return toWireUser(updated);
  }),

  route(access.changePassword, async ({ db, app, request, actor, body }) =>
    changePassword(db, app.attempts, actor.id, sessionToken(request, app.config.production)!, body),
  ),

  route(access.forgotPassword, async ({ db, app, request, body }) =>
    requestPasswordReset(db, app.attempts, body.email, request.ip, requestLanguage(request)),
  ),

  route(access.resetPassword, async ({ db, app, request, reply, body }) => {
    const user = await resetPassword(db, app.attempts, body, request.ip);
    return signedIn(app, reply, await startSession(db, app.sessionSecret, user));
  }),

  route(access.verifyEmail, async ({ db, app, request, body }) => verifyEmail(db, app.attempts, body.token, request.ip)),

  route(access.undoEmailChange, async ({ db, app, request, body }) => undoEmailChange(db, app.attempts, body.token, request.ip)),

  route(api.resendVerification, async ({ db, app, actor }) => resendVerification(db, app.attempts, actor.id)),
];
