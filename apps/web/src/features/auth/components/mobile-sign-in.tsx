// Signing in with a mobile number: the number, then the 6-digit code sent by SMS (with a countdown before
// another may be asked for), then, for a number that has just made its account, the person's name.
import { NOT_A_MOBILE } from '@raahi/contract/rules/indian-mobile';
import { isOtpCode, NOT_A_CODE } from '@raahi/contract/rules/one-time-code';
import { indianMobile, spacedMobile } from '@raahi/contract/rules/indian-mobile';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldNotes } from '../../../components/ui/form-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSecondsLeft } from '../../../lib/use-seconds-left.ts';
import { useNameAccount, useRequestOtp, useVerifyOtp } from '../api/mobile-sign-in.ts';

const INPUT =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-500';
const LABEL = 'text-sm font-semibold text-slate-700';

type Step = { at: 'number' } | { at: 'code'; mobile: string } | { at: 'name' };

export function MobileSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<Step>({ at: 'number' });
  const [resendAt, setResendAt] = useState(0);
  const request = useRequestOtp();
  const [error, setError] = useState('');

  const send = (mobile: string) =>
    request.mutate(
      { mobile },
      {
        onSuccess: (sent) => {
          setError('');
          setResendAt(Date.now() + sent.resendInSeconds * 1000);
          setStep({ at: 'code', mobile: sent.mobile });
        },
        onError: (err) => {
          setError(err instanceof ApiError ? (err.fields?.mobile ?? err.message) : String(err));
        },
      },
    );

  if (step.at === 'number') return <NumberStep pending={request.isPending} error={error} onSubmit={send} />;
  if (step.at === 'code')
    return (
      <CodeStep
        mobile={step.mobile}
        resendAt={resendAt}
        resending={request.isPending}
        resendError={error}
        onResend={() => send(step.mobile)}
        onChangeNumber={() => {
          setError('');
          setStep({ at: 'number' });
        }}
        onSignedIn={(newAccount) => (newAccount ? setStep({ at: 'name' }) : onSignedIn())}
      />
    );
  return <NameStep onDone={onSignedIn} />;
}

function NumberStep({ pending, error, onSubmit }: { pending: boolean; error: string; onSubmit: (mobile: string) => void }) {
  const t = useT();
  const id = useId();
  const [mobile, setMobile] = useState('');
  const [invalid, setInvalid] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!indianMobile(mobile)) return setInvalid(t('auth.mobile.invalidNumber'));
    setInvalid('');
    onSubmit(mobile);
  };
  const shown = invalid || (error === NOT_A_MOBILE ? t('auth.mobile.invalidNumber') : error);
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('auth.mobile.formLabel')}>
      <p className="text-slate-600">{t('auth.mobile.intro')}</p>
      <div>
        <label htmlFor={id} className={LABEL}>
          {t('auth.mobile.number')}
        </label>
        <div className="mt-1 flex">
          <span
            className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-slate-700"
            aria-hidden="true"
          >
            +91
          </span>
          <input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            aria-invalid={Boolean(shown)}
            aria-describedby={shown ? `${id}-err` : `${id}-hint`}
            className={`${INPUT} mt-0 rounded-l-none`}
          />
        </div>
        <FieldNotes id={id} hint={t('auth.mobile.numberHint')} error={shown || undefined} />
      </div>
      <Button type="submit" className="w-full py-3 text-base" disabled={pending}>
        {pending ? t('auth.mobile.sending') : t('auth.mobile.sendCode')}
      </Button>
    </form>
  );
}

function CodeStep(props: {
  mobile: string;
  resendAt: number;
  resending: boolean;
  resendError: string;
  onResend: () => void;
  onChangeNumber: () => void;
  onSignedIn: (newAccount: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const verify = useVerifyOtp();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const secondsLeft = useSecondsLeft(props.resendAt);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isOtpCode(code)) return setError(t('auth.mobile.invalidCode'));
    // the answer is awaited, not observed: signing in re-renders the page, and the next step must follow all the same
    verify.mutateAsync({ mobile: props.mobile, code: code.trim() }).then(
      (user) => props.onSignedIn('newAccount' in user && user.newAccount === true),
      (err: unknown) => {
        const message = err instanceof ApiError ? (err.fields?.code ?? err.message) : String(err);
        setError(message === NOT_A_CODE ? t('auth.mobile.invalidCode') : message);
      },
    );
  };
  const shown = error || props.resendError;
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('auth.mobile.codeFormLabel')}>
      <p className="text-slate-600" role="status">
        {t('auth.mobile.codeSent', { mobile: spacedMobile(props.mobile) })}
      </p>
      <div>
        <label htmlFor={id} className={LABEL}>
          {t('auth.mobile.code')}
        </label>
        <input
          id={id}
          ref={input}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? `${id}-err` : undefined}
          className={`${INPUT} text-center text-2xl tracking-[0.5em]`}
        />
        <FieldNotes id={id} error={shown || undefined} />
      </div>
      <Button type="submit" className="w-full py-3 text-base" disabled={verify.isPending}>
        {verify.isPending ? t('auth.mobile.verifying') : t('auth.mobile.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={props.onChangeNumber} className="font-medium text-teal-800 hover:underline">
          {t('auth.mobile.changeNumber')}
        </button>
        {secondsLeft > 0 ? (
          <span className="text-slate-600" aria-live="off">
            {t('auth.mobile.resendIn', { seconds: secondsLeft })}
          </span>
        ) : (
          <button type="button" onClick={props.onResend} disabled={props.resending} className="font-medium text-teal-800 hover:underline">
            {t('auth.mobile.resend')}
          </button>
        )}
      </div>
    </form>
  );
}

function NameStep({ onDone }: { onDone: () => void }) {
  const t = useT();
  const first = useId();
  const last = useId();
  const save = useNameAccount();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!firstName.trim()) return setError(t('auth.mobile.nameNeeded'));
    save
      .mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim() })
      .then(onDone, (err: unknown) => setError(err instanceof ApiError ? (err.fields?.firstName ?? err.message) : String(err)));
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('auth.mobile.nameFormLabel')}>
      <p className="text-slate-600">{t('auth.mobile.welcome')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={first} className={LABEL}>
            {t('auth.mobile.firstName')}
          </label>
          <input
            id={first}
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${first}-err` : undefined}
            className={INPUT}
          />
          <FieldNotes id={first} error={error || undefined} />
        </div>
        <div>
          <label htmlFor={last} className={LABEL}>
            {t('auth.mobile.lastName')}
          </label>
          <input id={last} autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} className={INPUT} />
        </div>
      </div>
      <Button type="submit" className="w-full py-3 text-base" disabled={save.isPending}>
        {t('auth.mobile.continue')}
      </Button>
      <button type="button" onClick={onDone} className="text-sm font-medium text-teal-800 hover:underline">
        {t('auth.mobile.later')}
      </button>
    </form>
  );
}
