// 'Ask a question' on a tour, hotel or cab page: a signed-in visitor writes only the question; one who is
// signed out also gives a name, email and phone. The answer comes by email and in the dashboard.
import { ENQUIRY_MAX, type EnquiryKind } from '@raahi/contract/enquiries';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { Button, CallButton } from '../ui/button.tsx';
import { checkedProps, CheckedField, inputClass } from '../ui/fields.tsx';
import { CallError } from '../ui/states.tsx';
import { useAskQuestion } from './ask-question-call.ts';
import { TitledSection } from '../ui/titled-section.tsx';
import { useLocalePath, useT } from '../../lib/i18n.tsx';

type Field = 'message' | 'name' | 'email' | 'phone';

export function AskQuestion({ kind, listingId, listingName }: { kind: EnquiryKind; listingId: string; listingName: string }) {
  const t = useT();
  const at = useLocalePath();
  const { data: user } = useCurrentUser();
  const ask = useAskQuestion();
  const [values, setValues] = useState<Record<Field, string>>({ message: '', name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = (f: Field) => `ask-${f}`;
  const bind = (f: Field) => ({
    ...checkedProps(id(f), errors[f]),
    value: values[f],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value })),
    className: inputClass,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.message.trim()) found.message = t('listing.ask.needQuestion');
    if (!user) {
      if (!values.name.trim()) found.name = t('listing.ask.needName');
      if (!values.email.trim()) found.email = t('listing.ask.needEmail');
      if (!values.phone.trim()) found.phone = t('listing.ask.needPhone');
    }
    setErrors(found);
    const first = Object.keys(found)[0] as Field | undefined;
    if (first) return document.getElementById(id(first))?.focus();
    const contact = user ? {} : { name: values.name, email: values.email, phone: values.phone };
    ask.mutate(
      { kind, listingId, message: values.message, ...contact },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setErrors(err.fields as Partial<Record<Field, string>>);
        },
      },
    );
  };

  return (
    <TitledSection
      id="ask-heading"
      title={t('listing.ask.title')}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      headingClassName="text-xl font-semibold text-slate-900"
    >
      {ask.isSuccess ? (
        <div role="status" className="mt-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">{t('listing.ask.sent', { name: listingName })}</p>
          <p className="mt-1 text-sm">
            {user ? (
              <>
                {t('listing.ask.byEmailAnd')}{' '}
                <Link to="/user?tab=enquiries" className="font-semibold underline">
                  {t('listing.ask.yourDashboard')}
                </Link>
                {t('listing.ask.afterDashboard')}
              </>
            ) : (
              t('listing.ask.byEmail')
            )}
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              ask.reset();
              setValues((v) => ({ ...v, message: '' }));
            }}
          >
            {t('listing.ask.another')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">{t(`listing.ask.hint.${kind}`)}</p>
          <CheckedField id={id('message')} label={t('listing.ask.question')} error={errors.message}>
            <textarea {...bind('message')} rows={4} maxLength={ENQUIRY_MAX} />
          </CheckedField>
          {!user && (
            <div className="grid gap-3 sm:grid-cols-3">
              <CheckedField id={id('name')} label={t('listing.ask.name')} error={errors.name}>
                <input {...bind('name')} autoComplete="name" />
              </CheckedField>
              <CheckedField id={id('email')} label={t('listing.ask.email')} error={errors.email}>
                <input {...bind('email')} type="email" autoComplete="email" />
              </CheckedField>
              <CheckedField id={id('phone')} label={t('listing.ask.phone')} error={errors.phone}>
                <input {...bind('phone')} type="tel" autoComplete="tel" />
              </CheckedField>
            </div>
          )}
          <CallError
            call={ask}
            besideFields
            fallback={t('listing.ask.failed')}
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          />
          <div className="flex flex-wrap items-center gap-3">
            <CallButton type="submit" call={ask} busy={t('listing.ask.sending')}>
              {t('listing.ask.send')}
            </CallButton>
            {!user && (
              <p className="text-sm text-slate-600">
                {t('listing.ask.haveAccount')}{' '}
                <Link to={at('/login')} className="font-semibold text-teal-800 underline">
                  {t('listing.ask.signIn')}
                </Link>{' '}
                {t('listing.ask.follow')}
              </p>
            )}
          </div>
        </form>
      )}
    </TitledSection>
  );
}
