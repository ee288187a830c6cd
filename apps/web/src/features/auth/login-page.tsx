import { zodResolver } from '@hookform/resolvers/zod';
import { useLanguage } from '../../lib/i18n.tsx';
import { requiredText } from '@raahi/contract/fields';
import { PRIVACY_NOTICE_VERSION } from '@raahi/contract/rules/notice-version';
import { registerBody, signInBody, type SignInBody } from '@raahi/contract/account-access';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import * as z from 'zod/mini';
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

// The spec wants every field filled in, the last name too.
const registerForm = z.extend(registerBody, { lastName: requiredText(80) });
type RegisterForm = z.input<typeof registerForm>;

/** The sliding panel's invitation to the form not in use. */
const OTHER_FORM: Record<Mode, { mode: Mode; title: string; text: string; button: string }> = {
  signin: {
    mode: 'register',
    title: 'New to Raahi?',
    text: 'Create an account to book tours, hotels and cabs and keep every booking in one place.',
    button: 'Create Account',
  },
  register: {
    mode: 'signin',
    title: 'Welcome back!',
    text: 'Already have an account? Sign in to see your bookings and carry on where you left off.',
    button: 'Sign In',
  },
};

export function Component() {
  const [mode, setMode] = useState<Mode>('signin');
  const [registeredEmail, setRegisteredEmail] = useState('');
  const signInActive = mode === 'signin';
  const other = OTHER_FORM[mode];
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 md:py-16">
      <DocumentHead
        tags={[
          { title: signInActive ? 'Sign In · Raahi' : 'Create Account · Raahi' },
          { meta: { name: 'description', content: 'Sign in to Raahi or create an account to book tours, hotels and cabs across India.' } },
        ]}
      />
      <h1 className="sr-only">{signInActive ? 'Sign In' : 'Create Account'}</h1>
      {/* phones: one form at a time with a toggle */}
      <div className="mb-4 grid grid-cols-2 rounded-xl bg-slate-200 p-1 md:hidden" role="group" aria-label="Choose a form">
        <ToggleButton active={signInActive} onClick={() => setMode('signin')}>
          Sign In
        </ToggleButton>
        <ToggleButton active={!signInActive} onClick={() => setMode('register')}>
          Create Account
        </ToggleButton>
      </div>
      <div className="relative overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-slate-200 md:grid md:min-h-[520px] md:grid-cols-2">
        <div
          className={`p-6 transition-[visibility] duration-500 md:p-10 ${signInActive ? '' : 'invisible max-md:hidden'}`}
          inert={!signInActive}
        >
          <SignInForm email={registeredEmail} />
        </div>
        <div
          className={`p-6 transition-[visibility] duration-500 md:p-10 ${signInActive ? 'invisible max-md:hidden' : ''}`}
          inert={signInActive}
        >
          <RegisterForm
            onRegistered={(email) => {
              setRegisteredEmail(email);
              setMode('signin');
            }}
          />
        </div>
        {/* desktop: a coloured panel slides over the form that is not in use */}
        <div
          className={`absolute inset-y-0 left-0 hidden w-1/2 flex-col items-center justify-center bg-gradient-to-br from-teal-700 to-sky-800 p-10 text-center text-white transition-transform duration-500 ease-in-out motion-reduce:transition-none md:flex ${
            signInActive ? 'translate-x-full' : 'translate-x-0'
          }`}
        >
          <p className="text-3xl font-extrabold">{other.title}</p>
          <p className="mt-3 text-teal-50">{other.text}</p>
          <button
            type="button"
            onClick={() => setMode(other.mode)}
            className="mt-6 rounded-lg border-2 border-white px-6 py-2.5 font-semibold hover:bg-white hover:text-teal-800"
          >
            {other.button}
          </button>
        </div>
      </div>
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

function SignInForm({ email }: { email: string }) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<SignInBody>({
    resolver: zodResolver(signInBody),
    values: { email, password: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit((body) =>
    signIn.mutate(body, {
      onSuccess: () => {
        toast.success('Logged in successfully.');
        navigate(safeNext(params.get('next')), { replace: true });
      },
      onError: (err) => toast.error(err instanceof ApiError && err.status === 429 ? err.message : 'Email or password is incorrect.'),
    }),
  );
  return (
    <AuthForm id="signin-title" title="Sign In" onSubmit={submit} pending={signIn.isPending} submit={['Sign In', 'Signing in…']}>
      <p className="text-slate-600">Welcome back. Sign in with your email and password.</p>
      <AuthField label="Email" type="email" autoComplete="email" required {...bindField(form, 'email')} />
      <AuthField label="Password" type="password" autoComplete="current-password" required {...bindField(form, 'password')} />
      <Link to="/forgot-password" className="self-start text-sm font-medium text-teal-800 hover:underline">
        Forget Your Password?
      </Link>
    </AuthForm>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const registerUser = useRegister();
  // the account takes the language it registered in
  const language = useLanguage();
  const form = useForm<RegisterForm, unknown, z.output<typeof registerForm>>({ resolver: zodResolver(registerForm) });
  const submit = form.handleSubmit((body) =>
    registerUser.mutate(
      { ...body, language },
      {
        onSuccess: () => {
          toast.success('Registration successful.');
          form.reset();
          onRegistered(body.email);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400 && showFieldErrors(err, registerForm.shape, form.setError))
            toast.error(err.message);
          else if (err instanceof ApiError && err.status === 429) toast.error(err.message);
          else toast.error('Email already registered.');
        },
      },
    ),
  );
  return (
    <AuthForm
      id="register-title"
      title="Create Account"
      onSubmit={submit}
      pending={registerUser.isPending}
      submit={['Create Account', 'Creating account…']}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField label="First Name" autoComplete="given-name" required {...bindField(form, 'firstName')} />
        <AuthField label="Last Name" autoComplete="family-name" required {...bindField(form, 'lastName')} />
      </div>
      <AuthField label="Email" type="email" autoComplete="email" required {...bindField(form, 'email')} />
      <AuthField label="Password" type="password" autoComplete="new-password" required {...bindField(form, 'password')} />
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-teal-700" {...form.register('marketingEmail')} />
        <span>Send me offers by email (you can turn this off at any time on your account page).</span>
      </label>
      <p className="text-sm text-slate-600">
        By creating an account you accept our{' '}
        <Link to="/privacy" target="_blank" className="font-medium text-teal-800 underline">
          privacy notice
        </Link>{' '}
        (version {PRIVACY_NOTICE_VERSION}): what we keep about you, why, for how long and who receives it.
      </p>
    </AuthForm>
  );
}

/** The frame of the sign-in and register forms: the heading, the fields, the submit button ([label, label while pending]). */
function AuthForm({
  id,
  title,
  onSubmit,
  pending,
  submit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (e?: FormEvent) => Promise<void>;
  pending: boolean;
  submit: [string, string];
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={id} className="flex h-full flex-col justify-center space-y-4">
      <h2 id={id} className="text-3xl font-extrabold text-slate-900">
        {title}
      </h2>
      {children}
      <Button type="submit" className="w-full py-3 text-base" disabled={pending}>
        {pending ? submit[1] : submit[0]}
      </Button>
    </form>
  );
}
