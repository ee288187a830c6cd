import { messageBody, profileUpdateBody, registerBody, signInBody, user } from '@raahi/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireUser, sessionToken, setSessionCookie } from '../../plugins/auth.ts';
import { toWireUser } from '../../wire/user.ts';
import { deleteSession } from '../auth/sessions.ts';
import { registerUser, signIn, updateProfile } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const production = app.config.production;

  app.post('/api/users', { schema: { body: registerBody, response: { 201: user } } }, async (request, reply) => {
    const created = await registerUser(app.db, request.body);
    return reply.status(201).send(toWireUser(created));
  });

  app.post('/api/users/auth', { schema: { body: signInBody, response: { 200: user } } }, async (request, reply) => {
    const { user: signedIn, session } = await signIn(app.db, app.signInAttempts, request.body, request.ip);
    setSessionCookie(reply, session.token, production);
    return toWireUser(signedIn);
  });

  app.post('/api/users/logout', { schema: { response: { 200: messageBody } } }, async (request, reply) => {
    const token = sessionToken(request, production);
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(reply, production);
    return { message: 'Logged out successfully' };
  });

  app.get('/api/users/profile', { schema: { response: { 200: user } } }, async (request) => toWireUser(requireUser(request)));

  app.put('/api/users/profile', { schema: { body: profileUpdateBody, response: { 200: user } } }, async (request) => {
    const me = requireUser(request);
    return toWireUser(await updateProfile(app.db, me.id, request.body));
  });
};
