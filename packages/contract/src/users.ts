import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { id, messageBody, password, REQUIRED, requiredText, role, shortText } from './fields.ts';

// Addresses are compared in lower case (the API lowers them before it looks one up).
export const email = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, 'At most 254 characters.')),
  z.email('Enter a valid email address.'),
);
const firstName = requiredText(80);
const lastName = z._default(shortText(80), '');
const newPassword = password(8, 'Use at least 8 characters.');

export const registerBody = z.object({ firstName, lastName, email, password: newPassword });
export type RegisterBody = z.infer<typeof registerBody>;

export const signInBody = z.object({ email, password: password(1, REQUIRED) });
export type SignInBody = z.infer<typeof signInBody>;

export const profileUpdateBody = z.object({ firstName, lastName, email });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const changePasswordBody = z.object({ currentPassword: password(1, REQUIRED), newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const user = z.object({
  _id: id,
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  isAdmin: z.boolean(),
  profileImage: z.nullable(z.string()),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

export { messageBody };

export const registerUser = endpoint({
  method: 'POST',
  path: '/api/users',
  summary: 'Create an account (always a plain user); the email may not be taken in any letter case',
  access: { who: 'anyone' },
  body: registerBody,
  response: user,
  status: 201,
});

export const signIn = endpoint({
  method: 'POST',
  path: '/api/users/auth',
  summary: 'Sign in: sets the HttpOnly session cookie; repeated failures are slowed down with 429',
  access: { who: 'anyone' },
  body: signInBody,
  response: user,
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/users/logout',
  summary: 'Sign out: ends the session on the server and clears its cookie (signed out already is fine)',
  access: { who: 'anyone' },
  response: messageBody,
});

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/users/profile',
  summary: 'The signed-in user',
  access: { who: 'signed-in' },
  response: user,
});

export const updateProfile = endpoint({
  method: 'PUT',
  path: '/api/users/profile',
  summary: "Change the signed-in user's name and email (not one another account has)",
  access: { who: 'signed-in' },
  body: profileUpdateBody,
  response: user,
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/users/password',
  summary:
    "Change the signed-in account's password: the current one must be right (400 otherwise); the new one may not be a common password; every other session of the account ends",
  access: { who: 'signed-in' },
  body: changePasswordBody,
  response: messageBody,
});
