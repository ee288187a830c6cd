import { useLanguage, useLocalePath, useT } from '../../lib/i18n.tsx';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { MobileSignIn } from './components/mobile-sign-in.tsx';
import { NOTICE_VERSIONS } from '@raahi/contract/rules/notice-version';
import { pathFor } from '@raahi/contract/i18n/languages';
import type { SignInBody } from '@raahi/contract/account-access';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import type { RegisterForm, RegisterFormOut } from './register-form.ts';
import { DocumentHead } from '../../components/document-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { showFieldErrors } from '../../lib/form-errors.ts';
import { useRegister } from './api/register.ts';
import { useSignIn } from '../../lib/sign-in.ts';
import { AuthField } from './components/auth-field.tsx';
import { bindField } from '../../components/ui/form-input.tsx';
import { safeNext } from '../../components/require-auth.tsx';

type Mode = 'signin' | 'register';

const signInCheck = lazyResolver<SignInBody>(async () => (await import('@raahi/contract/account-access')).signInBody);
const registerCheck = lazyResolver<RegisterForm, RegisterFormOut>(async () => (await import('./register-form.ts')).registerForm);

/** The sliding panel's invitation to the form not in use. */
const OTHER_FORM = {
  signin: { mode: 'register', title: 'auth.other.register.title', text: 'auth.other.register.text', button: 'auth.register.title' },
  register: { mode: 'signin', title: 'auth.other.signIn.title', text: 'auth.other.signIn.text', button: 'auth.signIn.title' },
} as const satisfies Record<Mode, { mode: Mode; title: MessageKey; text: MessageKey; button: MessageKey }>;

export function Component() {
  const t = useT();
  const at = useLocalePath();
  const [mode, setMode] = useState<Mode>('signin');
  const signInActive = mode === 'signin';
  const other = OTHER_FORM[mode];
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 md:py-16">
      <DocumentHead
        tags={[
          { title: t(signInActive ? 'auth.page.signInTitle' : 'auth.page.registerTitle') },
          { meta: { name: 'description', content: t('auth.page.description') } },
        ]}
      />
      <h1 className="sr-only">{t(signInActive ? 'auth.signIn.title' : 'auth.register.title')}</h1>
      {/* phones: one form at a time with a toggle */}
      <div className="mb-4 grid grid-cols-2 rounded-xl bg-slate-200 p-1 md:hidden" role="group" aria-label={t('auth.page.chooseForm')}>
        <ToggleButton active={signInActive} onClick={() => setMode('signin')}>
          {t('auth.signIn.title')}
        </ToggleButton>
        <ToggleButton active={!signInActive} onClick={() => setMode('register')}>
          {t('auth.register.title')}
        </ToggleButton>
      </div>
      <div className="relative overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-slate-200 md:grid md:min-h-[520px] md:grid-cols-2">
        <div
          className={`p-6 transition-[visibility] duration-500 md:p-10 ${signInActive ? '' : 'invisible max-md:hidden'}`}
          inert={!signInActive}
        >
          <SignInForm email="" />
        </div>
        <div
          className={`p-6 transition-[visibility] duration-500 md:p-10 ${signInActive ? 'invisible max-md:hidden' : ''}`}
          inert={signInActive}
        >
          <RegisterForm />
        </div>
        {/* desktop: a coloured panel slides over the form that is not in use */}
        <div
          className={`absolute inset-y-0 left-0 hidden w-1/2 flex-col items-center justify-center bg-gradient-to-br from-teal-700 to-sky-800 p-10 text-center text-white transition-transform duration-500 ease-in-out motion-reduce:transition-none md:flex ${
            signInActive ? 'translate-x-full' : 'translate-x-0'
          }`}
        >
          <p className="text-3xl font-extrabold">{t(other.title)}</p>
          <p className="mt-3 text-teal-50">{t(other.text)}</p>
          <button
            type="button"
            onClick={() => setMode(other.mode)}
            className="mt-6 rounded-lg border-2 border-white px-6 py-2.5 font-semibold hover:bg-white hover:text-teal-800"
          >
            {t(other.button)}
          </button>
        </div>
      </div>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('auth.page.bookedAsGuest')}{' '}
        <Link to={at('/find-booking')} className="font-semibold text-teal-800 underline">
          {t('auth.page.findBooking')}
        </Link>
      </p>
    </section>
  );
}

function ToggleButton({ active, onClick, children }: { active: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`rounded-lg py-2 text-sm font-semibold ${active ? 'bg-white text-teal-800 shadow' : 'text-slate-700'}`}
    >
      {children}
    </button>
  );
}

type Method = 'mobile' | 'email';

/** Sign in with a mobile number and a code (the way most people in India do), or with an email and password. */
function SignInForm({ email }: { email: string }) {
  const t = useT();
  const [method, setMethod] = useState<Method>('email');
  const done = useSignedInDone();
  return (
    <div className="flex h-full flex-col justify-center space-y-4">
      <h2 id="signin-title" className="text-3xl font-extrabold text-slate-900">
        {t('auth.signIn.title')}
      </h2>
      <div className="grid grid-cols-2 rounded-xl bg-slate-100 p-1" role="group" aria-label={t('auth.method.label')}>
        <ToggleButton active={method === 'mobile'} onClick={() => setMethod('mobile')}>
          {t('auth.method.mobile')}
        </ToggleButton>
        <ToggleButton active={method === 'email'} onClick={() => setMethod('email')}>
          {t('auth.method.email')}
        </ToggleButton>
      </div>
      {method === 'mobile' ? <MobileSignIn onSignedIn={done} /> : <EmailSignInForm email={email} />}
    </div>
  );
}

/** After signing in or registering: back to where the person was (what they chose is in that address). */
function useSignedInDone() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return () => navigate(safeNext(params.get('next')), { replace: true });
}

function EmailSignInForm({ email }: { email: string }) {
  const t = useT();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<SignInBody>({
    resolver: signInCheck,
    values: { email, password: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit((body) =>
    signIn.mutate(body, {
      onSuccess: () => {
        toast.success(t('auth.email.signedIn'));
        navigate(safeNext(params.get('next')), { replace: true });
      },
      onError: (err) => toast.error(err instanceof ApiError && err.status === 429 ? err.message : t('auth.email.wrong')),
    }),
  );
  return (
    <AuthForm
      id="signin-email-title"
      label={t('auth.signIn.title')}
      onSubmit={submit}
      pending={signIn.isPending}
      submit={[t('auth.signIn.title'), t('auth.email.signingIn')]}
    >
      <p className="text-slate-600">{t('auth.email.intro')}</p>
      <AuthField label={t('auth.field.email')} type="email" autoComplete="email" required {...bindField(form, 'email')} />
      <AuthField
        label={t('auth.field.password')}
        type="password"
        autoComplete="current-password"
        required
        {...bindField(form, 'password')}
      />
      <Link to="/forgot-password" className="self-start text-sm font-medium text-teal-800 hover:underline">
        {t('auth.email.forgot')}
      </Link>
    </AuthForm>
  );
}

function RegisterForm() {
  const t = useT();
  const registerUser = useRegister();
  const done = useSignedInDone();
  // the account takes the language it registered in
  const language = useLanguage();
  const form = useForm<RegisterForm, unknown, RegisterFormOut>({ resolver: registerCheck });
  const submit = form.handleSubmit((body) =>
    // registering signs in; the answer is awaited, not observed (signing in re-renders the page)
    registerUser.mutateAsync({ ...body, language }).then(
      () => {
        toast.success(t('auth.register.done'));
        done();
      },
      async (err: unknown) => {
        // the form's schema is in: the check before the call loaded it
        const { registerForm } = await import('./register-form.ts');
        if (err instanceof ApiError && err.status === 400 && showFieldErrors(err, registerForm.shape, form.setError))
          toast.error(err.message);
        else if (err instanceof ApiError && err.status === 429) toast.error(err.message);
        else toast.error(t('auth.register.taken'));
      },
    ),
  );
  return (
    <AuthForm
      id="register-title"
      title={t('auth.register.title')}
      onSubmit={submit}
      pending={registerUser.isPending}
      submit={[t('auth.register.title'), t('auth.register.creating')]}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField label={t('auth.field.firstName')} autoComplete="given-name" required {...bindField(form, 'firstName')} />
        <AuthField label={t('auth.field.lastName')} autoComplete="family-name" required {...bindField(form, 'lastName')} />
      </div>
      <AuthField label={t('auth.field.email')} type="email" autoComplete="email" required {...bindField(form, 'email')} />
      <AuthField label={t('auth.field.password')} type="password" autoComplete="new-password" required {...bindField(form, 'password')} />
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-teal-700" {...form.register('marketingEmail')} />
        <span>{t('auth.register.marketing')}</span>
      </label>
      <p className="text-sm text-slate-600">
        {t('auth.register.noticeBefore')}{' '}
        <Link to={pathFor(language, '/privacy')} target="_blank" className="font-medium text-teal-800 underline">
          {t('auth.register.noticeLink')}
        </Link>{' '}
        {t('auth.register.noticeAfter', { version: NOTICE_VERSIONS[language] })}
      </p>
    </AuthForm>
  );
}

/** The frame of the sign-in and register forms: the heading, the fields, the submit button ([label, label while pending]). */
function AuthForm({
  id,
  title,
  label,
  onSubmit,
  pending,
  submit,
  children,
}: {
  id: string;
  /** absent: the form sits under a heading of its own, and `label` names it */
  title?: string;
  label?: string;
  onSubmit: (e?: FormEvent) => Promise<void>;
  pending: boolean;
  submit: [string, string];
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={title ? id : undefined}
      aria-label={title ? undefined : label}
      className={`flex flex-col space-y-4 ${title ? 'h-full justify-center' : ''}`}
    >
      {title && (
        <h2 id={id} className="text-3xl font-extrabold text-slate-900">
          {title}
        </h2>
      )}
      {children}
      <Button type="submit" className="w-full py-3 text-base" disabled={pending}>
        {pending ? submit[1] : submit[0]}
      </Button>
    </form>
  );
}
