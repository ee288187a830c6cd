import { zodResolver } from '@hookform/resolvers/zod';
import { requiredText } from '@raahi/contract/fields';
import { registerBody, signInBody, type SignInBody } from '@raahi/contract/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useRegister } from './api/register.ts';
import { useSignIn } from '../../lib/sign-in.ts';
import { AuthField } from './components/auth-field.tsx';
import { safeNext } from '../../components/require-auth.tsx';

type Mode = 'signin' | 'register';

// The spec wants every field filled in, the last name too.
const registerForm = z.extend(registerBody, { lastName: requiredText(80) });
type RegisterForm = z.input<typeof registerForm>;

export function Component() {
  const [mode, setMode] = useState<Mode>('signin');
  const [registeredEmail, setRegisteredEmail] = useState('');
  const signInActive = mode === 'signin';
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 md:py-16">
      <title>{signInActive ? 'Sign In · Raahi' : 'Create Account · Raahi'}</title>
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
          {signInActive ? (
            <>
              <p className="text-3xl font-extrabold">New to Raahi?</p>
              <p className="mt-3 text-teal-50">Create an account to book tours, hotels and cabs and keep every booking in one place.</p>
              <button
                type="button"
                onClick={() => setMode('register')}
                className="mt-6 rounded-lg border-2 border-white px-6 py-2.5 font-semibold hover:bg-white hover:text-teal-800"
              >
                Create Account
              </button>
            </>
          ) : (
            <>
              <p className="text-3xl font-extrabold">Welcome back!</p>
              <p className="mt-3 text-teal-50">Already have an account? Sign in to see your bookings and carry on where you left off.</p>
              <button
                type="button"
                onClick={() => setMode('signin')}
                className="mt-6 rounded-lg border-2 border-white px-6 py-2.5 font-semibold hover:bg-white hover:text-teal-800"
              >
                Sign In
              </button>
            </>
          )}
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInBody>({ resolver: zodResolver(signInBody), values: { email, password: '' }, resetOptions: { keepDirtyValues: true } });
  const submit = handleSubmit((body) =>
    signIn.mutate(body, {
      onSuccess: () => {
        toast.success('Logged in successfully.');
        navigate(safeNext(params.get('next')), { replace: true });
      },
      onError: (err) => toast.error(err instanceof ApiError && err.status === 429 ? err.message : 'Email or password is incorrect.'),
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby="signin-title" className="flex h-full flex-col justify-center space-y-4">
      <h2 id="signin-title" className="text-3xl font-extrabold text-slate-900">
        Sign In
      </h2>
      <p className="text-slate-600">Welcome back. Sign in with your email and password.</p>
      <AuthField label="Email" type="email" autoComplete="email" required reg={register('email')} error={errors.email?.message} />
      <AuthField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        reg={register('password')}
        error={errors.password?.message}
      />
      <a
        href="#forgot"
        onClick={(e) => {
          e.preventDefault();
          toast.info('Password reset is not available yet. Please contact support.');
        }}
        className="self-start text-sm font-medium text-teal-800 hover:underline"
      >
        Forget Your Password?
      </a>
      <Button type="submit" className="w-full py-3 text-base" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RegisterForm, unknown, z.output<typeof registerForm>>({ resolver: zodResolver(registerForm) });
  const submit = handleSubmit((body) =>
    registerUser.mutate(body, {
      onSuccess: () => {
        toast.success('Registration successful.');
        reset();
        onRegistered(body.email);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400 && err.fields) {
          for (const [name, message] of Object.entries(err.fields))
            if (name in registerForm.shape) setError(name as keyof RegisterForm, { message });
          toast.error(err.message);
        } else if (err instanceof ApiError && err.status === 429) toast.error(err.message);
        else toast.error('Email already registered.');
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby="register-title" className="flex h-full flex-col justify-center space-y-4">
      <h2 id="register-title" className="text-3xl font-extrabold text-slate-900">
        Create Account
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField label="First Name" autoComplete="given-name" required reg={register('firstName')} error={errors.firstName?.message} />
        <AuthField label="Last Name" autoComplete="family-name" required reg={register('lastName')} error={errors.lastName?.message} />
      </div>
      <AuthField label="Email" type="email" autoComplete="email" required reg={register('email')} error={errors.email?.message} />
      <AuthField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        reg={register('password')}
        error={errors.password?.message}
      />
      <Button type="submit" className="w-full py-3 text-base" disabled={registerUser.isPending}>
        {registerUser.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
