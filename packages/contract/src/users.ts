import { z } from 'zod';
import { id, role } from './common.ts';

const email = z.string().trim().max(254).pipe(z.email('Enter a valid email address.'));
const name = z.string().trim().min(1, 'This field is required.').max(80);

export const registerBody = z.object({
  firstName: name,
  lastName: z.string().trim().max(80).default(''),
  email,
  password: z.string().min(8, 'Use at least 8 characters.').max(200),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const signInBody = z.object({
  email,
  password: z.string().min(1, 'This field is required.').max(200),
});
export type SignInBody = z.infer<typeof signInBody>;

export const profileUpdateBody = z.object({
  firstName: name,
  lastName: z.string().trim().max(80).default(''),
  email,
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const user = z.object({
  _id: id,
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  isAdmin: z.boolean(),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

export const messageBody = z.object({ message: z.string() });
