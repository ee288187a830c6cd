// Privacy and my data: the consents (offers by email turned on or off as easily as given, with their
// history), the download of everything held about the person with a readable summary, a nominee, and
// erasing the account with the password (decision 0051). English only, not yet in the catalogue.
import type { Consents, MyData } from '@raahi/contract/privacy';
import { PURPOSE_WORDS } from '@raahi/contract/rules/personal-data';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CallButton } from '../../../components/ui/button.tsx';
import { Checkbox, CheckedInput } from '../../../components/ui/fields.tsx';
import { CallError, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { ApiError, messageOf, saveFile } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage, useLocalePath } from '../../../lib/i18n.tsx';
import { useEraseMe, useMyConsents, useMyData, useSetConsent, useSetNominee } from '../api/my-data.ts';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
const heading = 'text-xl font-bold text-slate-900';
const HOW: Record<string, string> = {
  registration: 'when you registered',
  'first-booking': 'at your first booking',
  'account-page': 'on this page',
  'email-link': 'from an email',
};

export function PrivacyPanel() {
  return (
    <div className="space-y-6">
      <ConsentsSection />
      <MyDataSection />
      <NomineeSection />
      <EraseSection />
    </div>
  );
}

function ConsentsSection() {
  const consents = useMyConsents();
  return (
    <TitledSection id="consents-heading" title="Your consents" className={card} headingClassName={heading}>
      {consents.isPending ? (
        <Spinner label="Loading your consents…" />
      ) : consents.isError ? (
        <ErrorState message={messageOf(consents.error, 'We could not load your consents.')} onRetry={() => void consents.refetch()} />
      ) : (
        <Purposes consents={consents.data} />
      )}
    </TitledSection>
  );
}

function Purposes({ consents }: { consents: Consents }) {
  const set = useSetConsent();
  // the ledger records the language the page speaks, and so the version of the notice in that language
  const language = useLanguage();
  const at = useLocalePath();
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">
        {consents.acceptedNoticeVersion
          ? `You accepted the privacy notice of ${consents.acceptedNoticeVersion} on ${formatDateTime(consents.acceptedNoticeAt!)}.`
          : 'You have not yet accepted a privacy notice.'}{' '}
        {consents.acceptedNoticeVersion !== consents.noticeVersion && `The notice in force is of ${consents.noticeVersion}. `}
        <Link to={at('/privacy')} className="font-semibold text-teal-800 underline">
          Read the privacy notice
        </Link>
      </p>
      <ul className="mt-4 space-y-4">
        {consents.purposes.map((p) => (
          <li key={p.purpose} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{PURPOSE_WORDS[p.purpose].title}</p>
                <p className="mt-1 text-sm text-slate-700">{PURPOSE_WORDS[p.purpose].text}</p>
              </div>
              {p.withdrawable ? (
                <Checkbox
                  checked={p.granted}
                  onChange={(granted) => set.mutate({ purpose: 'marketing-email', granted, language })}
                  className="flex items-center gap-2 text-sm font-semibold text-slate-800"
                  boxClassName="h-5 w-5 accent-teal-700"
                >
                  {p.granted ? 'On' : 'Off'}
                  <span className="sr-only"> — {PURPOSE_WORDS[p.purpose].title}</span>
                </Checkbox>
              ) : (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Needed for your account</span>
              )}
            </div>
            {p.history.length > 0 && (
              <details className="mt-2 text-sm text-slate-700">
                <summary className="cursor-pointer font-medium text-teal-800">History</summary>
                <ol className="mt-2 space-y-1">
                  {p.history.map((h, i) => (
                    <li key={i}>
                      {h.granted ? 'Given' : 'Withdrawn'} {HOW[h.method]} · {formatDateTime(h.at)} · notice {h.noticeVersion}
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </li>
        ))}
      </ul>
      <CallError call={set} fallback="We could not save that. Please try again." className="mt-3 text-sm text-red-700" />
    </>
  );
}

/** The download's figures, in words. */
function summaryOf(d: MyData): [string, number][] {
  const n = (f: (b: MyData['bookings'][number]) => unknown[]) => d.bookings.reduce((sum, b) => sum + f(b).length, 0);
  return [
    ['Bookings', d.bookings.length],
    ['Payments', n((b) => b.payments)],
    ['Refunds', n((b) => b.refunds)],
    ['Invoices and credit notes', n((b) => b.documents)],
    ['Questions to providers', d.enquiries.length],
    ['Reviews', d.reviews.length],
    ['Complaints', d.complaints.length],
    ['Consent records', d.consents.length],
    ['Signed-in sessions', d.sessions.length],
    ['Emails we sent you', d.emails.length],
  ];
}

function recipientsOf(d: MyData): string[] {
  const all = [d.profile, ...d.bookings, ...d.enquiries, ...d.reviews, ...d.complaints, ...d.emails].flatMap((x) =>
    x.sharedWith.map((s) => s.name),
  );
  return [...new Set(all)];
}

function MyDataSection() {
  const data = useMyData();
  const download = () =>
    data.mutate(undefined, {
      onSuccess: (d) =>
        saveFile({ blob: new Blob([JSON.stringify(d, null, 2)], { type: 'application/json' }), name: 'raahi-my-data.json' }),
    });
  return (
    <TitledSection id="my-data-heading" title="My data" className={card} headingClassName={heading}>
      <p className="mt-2 text-sm text-slate-700">
        Download everything we hold about you as a JSON file: your profile, bookings with their payments and documents, questions, reviews,
        complaints, consents and sessions, and who each piece was shared with. To correct your name or email, use{' '}
        <Link to="/user?tab=profile" className="font-semibold text-teal-800 underline">
          My Profile
        </Link>
        .
      </p>
      <CallButton call={data} busy="Preparing…" className="mt-4" onClick={download}>
        Download my data
      </CallButton>
      <CallError call={data} fallback="We could not prepare your data. Please try again." className="mt-3 text-sm text-red-700" />
      {data.data && (
        <div className="mt-4 rounded-xl bg-slate-50 p-4" aria-live="polite">
          <h3 className="font-semibold text-slate-900">What we hold about you</h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            {summaryOf(data.data).map(([label, count]) => (
              <div key={label} className="flex justify-between gap-2 border-b border-slate-200 py-1">
                <dt className="text-slate-700">{label}</dt>
                <dd className="font-semibold text-slate-900">{count}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 font-semibold text-slate-900">Who received it</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {recipientsOf(data.data).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
    </TitledSection>
  );
}

function NomineeSection() {
  const save = useSetNominee();
  const [form, setForm] = useState({ name: '', email: '', relation: '' });
  const base = useId();
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form);
  };
  return (
    <TitledSection id="nominee-heading" title="Nominee" className={card} headingClassName={heading}>
      <p className="mt-2 text-sm text-slate-700">Name someone who may use these rights for you if you die or cannot.</p>
      {save.data?.nominee && (
        <p className="mt-2 text-sm font-semibold text-emerald-800" role="status">
          {save.data.nominee.name} is your nominee.
        </p>
      )}
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-3" noValidate>
        <CheckedInput
          id={`${base}-name`}
          label="Name"
          value={form.name}
          error={fields.name}
          onValue={(name) => setForm({ ...form, name })}
        />
        <CheckedInput
          id={`${base}-email`}
          label="Email"
          type="email"
          value={form.email}
          error={fields.email}
          onValue={(email) => setForm({ ...form, email })}
        />
        <CheckedInput
          id={`${base}-relation`}
          label="Relation (optional)"
          value={form.relation}
          error={fields.relation}
          onValue={(relation) => setForm({ ...form, relation })}
        />
        <div className="sm:col-span-3">
          <CallButton call={save} busy="Saving…" type="submit">
            Save nominee
          </CallButton>
          <CallError call={save} besideFields fallback="We could not save your nominee." className="mt-2 text-sm text-red-700" />
        </div>
      </form>
    </TitledSection>
  );
}

function EraseSection() {
  const erase = useEraseMe();
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const id = useId();
  const passwordError = erase.error instanceof ApiError ? erase.error.fields?.password : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sure) erase.mutate(password);
  };
  if (erase.data)
    return (
      <TitledSection id="erase-heading" title="Erase my account" className={card} headingClassName={heading}>
        <p className="mt-2 font-semibold text-slate-900" role="status">
          {erase.data.message}
        </p>
        <a href="/" className="mt-3 inline-block font-semibold text-teal-800 underline">
          Go to the home page
        </a>
      </TitledSection>
    );
  return (
    <TitledSection id="erase-heading" title="Erase my account" className={card} headingClassName={heading}>
      <p className="mt-2 text-sm text-slate-700">
        Your sessions end and you can no longer sign in. Your name, email, phone and everything you wrote are removed everywhere; providers
        see &ldquo;Guest (account erased)&rdquo;. Invoices, credit notes and payment records stay for 72 months, as the tax law requires. A
        booking still to come must be cancelled first.
      </p>
      <form onSubmit={submit} className="mt-4 max-w-md space-y-3" noValidate>
        <CheckedInput
          id={`${id}-password`}
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onValue={setPassword}
        />
        <Checkbox checked={sure} onChange={setSure}>
          I understand that this cannot be undone.
        </Checkbox>
        <CallButton call={erase} busy="Erasing…" type="submit" variant="danger" disabled={!sure || !password}>
          Erase my account
        </CallButton>
        <CallError call={erase} besideFields fallback="We could not erase your account." className="text-sm text-red-700" />
      </form>
    </TitledSection>
  );
}
