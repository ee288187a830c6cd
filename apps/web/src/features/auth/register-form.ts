// The registration form's check: the API's body, and the last name too, as the spec wants every field filled
// in. Its own module so that zod and the schemas load with the form's first check (lib/lazy-resolver.ts).
import { registerBody } from '@raahi/contract/account-access';
import { requiredText } from '@raahi/contract/fields';
import * as z from 'zod/mini';

export const registerForm = z.extend(registerBody, { lastName: requiredText(80) });
export type RegisterForm = z.input<typeof registerForm>;
export type RegisterFormOut = z.output<typeof registerForm>;
