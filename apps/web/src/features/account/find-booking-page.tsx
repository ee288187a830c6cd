// Find my booking (/find-booking, decision 0076): a booking's reference and the email it was made with ask
// for a 6-digit code (sent to that email, and by SMS to the booking's mobile); the code opens the booking's
// details, as its owner sees them, in a session limited to it (read it, pay what is due). The API answers
// the same whether or not the reference and email go together, and so does this page.
import { bookingReference, type BookingCodeSent } from '@raahi/contract/find-booking';
import type { AnyBooking } from '@raahi/contract/bookings';
import { isOtpCode } from '@raahi/contract/rules/one-time-code';
import { email as emailSchema } from '@raahi/contract/users';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { safeParse } from 'zod/mini';
import { DocumentHead } from '../../components/document-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CheckedInput } from '../../components/ui/fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { NOINDEX } from '../../lib/head-tags.ts';
import { useT } from '../../lib/i18n.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { useSecondsLeft } from '../../lib/use-seconds-left.ts';
import { useAskBookingCode, useOpenBooking } from './api/find-booking.ts';
import { BookingDetails } from './components/booking-details-dialog.tsx';

type Ask = { reference: string; email: string };
type Step = { at: 'ask' } | { at: 'code'; ask: Ask; sent: BookingCodeSent } | { at: 'open'; booking: AnyBooking };

/** What an API refusal says (in the page's language), else `fallback`. */
const refusalText = (err: unknown, field: string, fallback: string) =>
  err instanceof ApiError ? (err.fields?.[field] ?? err.message) : fallback;

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ at: 'ask' });
  const [ask, setAsk] = useState<Ask>({ reference: params.get('reference') ?? '', email: '' });
  const [resendAt, setResendAt] = useState(0);
  const request = useAskBookingCode();
  const [askError, setAskError] = useState('');

  const send = (a: Ask) =>
    request.mutate(
      { reference: a.reference.trim().toUpperCase(), email: a.email.trim() },
      {
        onSuccess: (sent) => {
          setAskError('');
          setResendAt(Date.now() + sent.resendInSeconds * 1000);
          setStep({ at: 'code', ask: a, sent });
        },
        onError: (err) => setAskError(refusalText(err, 'reference', t('account.find.askFailed'))),
      },
    );

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <DocumentHead tags={[{ title: `${t('account.find.title')} · Raahi` }, NOINDEX]} />
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('account.find.title')}</h1>
      {step.at === 'open' ? (
        <OpenBooking booking={step.booking} onAnother={() => setStep({ at: 'ask' })} />
      ) : (
        <div className="mt-6">
          <Card>
            {step.at === 'ask' ? (
              <AskStep value={ask} onChange={setAsk} pending={request.isPending} error={askError} onSubmit={() => send(ask)} />
            ) : (
              <CodeStep
                ask={step.ask}
                sent={step.sent}
                resendAt={resendAt}
                resending={request.isPending}
                resendError={askError}
                onResend={() => send(step.ask)}
                onChange={() => {
                  setAskError('');
                  setStep({ at: 'ask' });
                }}
                onOpened={(booking) => setStep({ at: 'open', booking })}
              />
            )}
          </Card>
        </div>
      )}
    </div>
  );
}

function AskStep({
  value,
  onChange,
  pending,
  error,
  onSubmit,
}: {
  value: Ask;
  onChange: (next: Ask) => void;
  pending: boolean;
  error: string;
  onSubmit: () => void;
}) {
  const t = useT();
  const [invalid, setInvalid] = useState<Partial<Record<keyof Ask, string>>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<keyof Ask, string>> = {};
    if (!safeParse(bookingReference, value.reference).success) found.reference = t('account.find.referenceInvalid');
    if (!safeParse(emailSchema, value.email).success) found.email = t('account.find.emailInvalid');
    setInvalid(found);
    const first = (['reference', 'email'] as const).find((f) => found[f]);
    if (first) return document.getElementById(`find-${first}`)?.focus();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('account.find.askLabel')} className="space-y-4">
      <p className="text-slate-600">{t('account.find.intro')}</p>
      <CheckedInput
        id="find-reference"
        label={t('account.find.reference')}
        placeholder="RH-7K2M9Q"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        value={value.reference}
        error={invalid.reference ?? (error || undefined)}
        onValue={(reference) => onChange({ ...value, reference })}
      />
      <CheckedInput
        id="find-email"
        label={t('account.find.email')}
        type="email"
        autoComplete="email"
        required
        value={value.email}
        error={invalid.email}
        onValue={(email) => onChange({ ...value, email })}
      />
      <Button type="submit" className="w-full py-3 text-base" disabled={pending}>
        {pending ? t('account.find.sending') : t('account.find.sendCode')}
      </Button>
    </form>
  );
}

function CodeStep(props: {
  ask: Ask;
  sent: BookingCodeSent;
  resendAt: number;
  resending: boolean;
  resendError: string;
  onResend: () => void;
  onChange: () => void;
  onOpened: (booking: AnyBooking) => void;
}) {
  const t = useT();
  const id = useId();
  const open = useOpenBooking();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const secondsLeft = useSecondsLeft(props.resendAt);
  useEffect(() => document.getElementById(id)?.focus(), [id]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isOtpCode(code)) return setError(t('account.find.codeInvalid'));
    setError('');
    open.mutate(
      { reference: props.ask.reference.trim().toUpperCase(), email: props.ask.email.trim(), code: code.trim() },
      {
        onSuccess: props.onOpened,
        onError: (err) =>
          setError(
            err instanceof ApiError && err.status === 404
              ? t('account.find.notFound')
              : refusalText(err, 'code', t('account.find.openFailed')),
          ),
      },
    );
  };
  const shown = error || props.resendError;
  return (
    <form noValidate onSubmit={submit} aria-label={t('account.find.codeLabel')} className="space-y-4">
      <p className="text-slate-600" role="status">
        {t('account.find.codeSent', {
          reference: props.ask.reference.trim().toUpperCase(),
          email: props.ask.email.trim(),
          minutes: Math.round(props.sent.expiresInSeconds / 60),
        })}
      </p>
      <CheckedInput
        id={id}
        label={t('account.find.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        value={code}
        error={shown || undefined}
        onValue={(v) => setCode(v.replace(/\D/g, ''))}
      />
      <Button type="submit" className="w-full py-3 text-base" disabled={open.isPending}>
        {open.isPending ? t('account.find.opening') : t('account.find.open')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={props.onChange} className="font-medium text-teal-800 hover:underline">
          {t('account.find.changeDetails')}
        </button>
        {secondsLeft > 0 ? (
          <span className="text-slate-600" aria-live="off">
            {t('account.find.resendIn', { seconds: secondsLeft })}
          </span>
        ) : (
          <button type="button" onClick={props.onResend} disabled={props.resending} className="font-medium text-teal-800 hover:underline">
            {t('account.find.resend')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The booking as its owner sees it; a guest's session reaches this booking only. */
function OpenBooking({ booking, onAnother }: { booking: AnyBooking; onAnother: () => void }) {
  const t = useT();
  const { data: user } = useCurrentUser();
  const viewer = user && user._id === booking.user._id ? user : { _id: booking.user._id, role: 'user' as const, onlyBooking: booking._id };
  return (
    <>
      <div className="mt-6">
        <Card title={t('account.details.title')}>
          <BookingDetails booking={booking} viewer={viewer} />
        </Card>
      </div>
      <button type="button" onClick={onAnother} className="mt-4 text-sm font-medium text-teal-800 hover:underline">
        {t('account.find.another')}
      </button>
    </>
  );
}
