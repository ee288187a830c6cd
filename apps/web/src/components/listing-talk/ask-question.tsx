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

type Field = 'message' | 'name' | 'email' | 'phone';
const HINT: Record<EnquiryKind, string> = {
  hotel: 'Ask about dates, rooms, meals or anything else about your stay.',
  cab: 'Ask about the route, pickup, luggage or anything else about the trip.',
  tour: 'Ask about dates, the itinerary, meals or anything else about the tour.',
};

export function AskQuestion({ kind, listingId, listingName }: { kind: EnquiryKind; listingId: string; listingName: string }) {
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
    if (!values.message.trim()) found.message = 'Write your question.';
    if (!user) {
      if (!values.name.trim()) found.name = 'Tell us your name.';
      if (!values.email.trim()) found.email = 'Tell us your email, so we can answer.';
      if (!values.phone.trim()) found.phone = 'Tell us your phone number.';
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
      title="Ask a question"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      headingClassName="text-xl font-semibold text-slate-900"
    >
      {ask.isSuccess ? (
        <div role="status" className="mt-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">Your question has been sent to {listingName}.</p>
          <p className="mt-1 text-sm">
            We will answer by email
            {user ? (
              <>
                {' '}
                and in{' '}
                <Link to="/user?tab=enquiries" className="font-semibold underline">
                  your dashboard
                </Link>
              </>
            ) : null}
            .
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              ask.reset();
              setValues((v) => ({ ...v, message: '' }));
            }}
          >
            Ask another question
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">{HINT[kind]}</p>
          <CheckedField id={id('message')} label="Your question" error={errors.message}>
            <textarea {...bind('message')} rows={4} maxLength={ENQUIRY_MAX} />
          </CheckedField>
          {!user && (
            <div className="grid gap-3 sm:grid-cols-3">
              <CheckedField id={id('name')} label="Name" error={errors.name}>
                <input {...bind('name')} autoComplete="name" />
              </CheckedField>
              <CheckedField id={id('email')} label="Email" error={errors.email}>
                <input {...bind('email')} type="email" autoComplete="email" />
              </CheckedField>
              <CheckedField id={id('phone')} label="Phone" error={errors.phone}>
                <input {...bind('phone')} type="tel" autoComplete="tel" />
              </CheckedField>
            </div>
          )}
          <CallError
            call={ask}
            besideFields
            fallback="We could not send your question. Please try again."
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          />
          <div className="flex flex-wrap items-center gap-3">
            <CallButton type="submit" call={ask} busy="Sending…">
              Send question
            </CallButton>
            {!user && (
              <p className="text-sm text-slate-600">
                Have an account?{' '}
                <Link to="/login" className="font-semibold text-teal-800 underline">
                  Sign in
                </Link>{' '}
                to follow the answer in your dashboard.
              </p>
            )}
          </div>
        </form>
      )}
    </TitledSection>
  );
}
