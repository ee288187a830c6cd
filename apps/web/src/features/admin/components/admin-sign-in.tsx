// Shown by /admin when nobody is signed in: an inline sign-in form; the shell appears once signed in.
import { signInBody, type SignInBody } from '@raahi/contract/account-access';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CallButton } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSignIn } from '../../../lib/sign-in.ts';
import { contractResolver } from './contract-form.tsx';
import { FormError, TextField } from './form-fields.tsx';

export function AdminSignIn() {
  const t = useT();
  const signIn = useSignIn();
  const { control, handleSubmit } = useForm<SignInBody>({
    defaultValues: { email: '', password: '' },
    resolver: contractResolver<SignInBody>(signInBody, (v) => v),
  });
  const title = `${t('admin.signIn.short')} · ${t('admin.shell.brand')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="grid min-h-screen place-items-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-5 flex items-center gap-2 text-xl font-extrabold text-teal-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {t('admin.shell.brand')}
        </div>
        <h1 className="text-xl font-bold text-slate-900">{t('admin.signIn.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('admin.signIn.note')}</p>
        <form noValidate className="mt-5 space-y-4" onSubmit={handleSubmit((body) => signIn.mutate(body))}>
          <TextField control={control} name="email" label={t('admin.signIn.email')} type="email" autoComplete="email" required />
          <TextField
            control={control}
            name="password"
            label={t('admin.signIn.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <FormError message={signIn.isError ? messageOf(signIn.error, t('admin.signIn.failed')) : null} />
          <CallButton type="submit" className="w-full" call={signIn} busy={t('admin.signIn.busy')}>
            {t('admin.signIn.short')}
          </CallButton>
        </form>
        <p className="mt-4 text-center text-sm">
          <Link to="/" className="font-medium text-teal-800 underline">
            {t('admin.shell.backToSite')}
          </Link>
        </p>
      </div>
    </main>
  );
}
