// Shown by /admin when nobody is signed in: an inline sign-in form; the shell appears once signed in.
import { signInBody, type SignInBody } from '@raahi/contract/account-access';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CallButton } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useSignIn } from '../../../lib/sign-in.ts';
import { contractResolver } from './contract-form.tsx';
import { FormError, TextField } from './form-fields.tsx';

export function AdminSignIn() {
  const signIn = useSignIn();
  const { control, handleSubmit } = useForm<SignInBody>({
    defaultValues: { email: '', password: '' },
    resolver: contractResolver<SignInBody>(signInBody, (v) => v),
  });
  useEffect(() => {
    document.title = 'Sign in · Raahi admin';
  }, []);
  return (
    <main className="grid min-h-screen place-items-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-5 flex items-center gap-2 text-xl font-extrabold text-teal-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Raahi admin
        </div>
        <h1 className="text-xl font-bold text-slate-900">Sign in to the back-office</h1>
        <p className="mt-1 text-sm text-slate-600">Staff accounts only. Your session stays on this device.</p>
        <form noValidate className="mt-5 space-y-4" onSubmit={handleSubmit((body) => signIn.mutate(body))}>
          <TextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
          <TextField control={control} name="password" label="Password" type="password" autoComplete="current-password" required />
          <FormError message={signIn.isError ? messageOf(signIn.error, 'Could not sign in. Please try again.') : null} />
          <CallButton type="submit" className="w-full" call={signIn} busy="Signing in…">
            Sign in
          </CallButton>
        </form>
        <p className="mt-4 text-center text-sm">
          <Link to="/" className="font-medium text-teal-800 underline">
            Back to site
          </Link>
        </p>
      </div>
    </main>
  );
}
