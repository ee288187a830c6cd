// Privacy and my data: the consents (offers by email turned on or off as easily as given, with their
// history), the download of everything held about the person with a readable summary, a nominee, and
// erasing the account with the password (decision 0051).
import type { Consents, MyData } from '@raahi/contract/privacy';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CallButton } from '../../../components/ui/button.tsx';
import { Checkbox, CheckedInput } from '../../../components/ui/fields.tsx';
import { CallError, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { ApiError, messageOf, saveFile } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { useLanguage, useLocalePath, useT } from '../../../lib/i18n.tsx';
import { useEraseMe, useMyConsents, useMyData, useSetConsent, useSetNominee } from '../api/my-data.ts';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
const heading = 'text-xl font-bold text-slate-900';

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
  const t = useT();
  return (
    <TitledSection id="consents-heading" title={t('account.privacy.consents.title')} className={card} headingClassName={heading}>
      {consents.isPending ? (
        <Spinner label={t('account.privacy.consents.loading')} />
      ) : consents.isError ? (
        <ErrorState message={messageOf(consents.error, t('account.privacy.consents.failed'))} onRetry={() => void consents.refetch()} />
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
  const t = useT();
  const purpose = (p: string, part: 'title' | 'text') => t(`account.privacy.purpose.${p}.${part}` as MessageKey);
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">
        {consents.acceptedNoticeVersion
          ? t('account.privacy.notice.accepted', {
              version: consents.acceptedNoticeVersion,
              date: formatDateTime(consents.acceptedNoticeAt!),
            })
          : t('account.privacy.notice.notAccepted')}{' '}
        {consents.acceptedNoticeVersion !== consents.noticeVersion &&
          `${t('account.privacy.notice.inForce', { version: consents.noticeVersion })} `}
        <Link to={at('/privacy')} className="font-semibold text-teal-800 underline">
          {t('account.privacy.notice.read')}
        </Link>
      </p>
      <ul className="mt-4 space-y-4">
        {consents.purposes.map((p) => (
          <li key={p.purpose} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{purpose(p.purpose, 'title')}</p>
                <p className="mt-1 text-sm text-slate-700">{purpose(p.purpose, 'text')}</p>
              </div>
              {p.withdrawable ? (
                <Checkbox
                  checked={p.granted}
                  onChange={(granted) => set.mutate({ purpose: 'marketing-email', granted, language })}
                  className="flex items-center gap-2 text-sm font-semibold text-slate-800"
                  boxClassName="h-5 w-5 accent-teal-700"
                >
                  {p.granted ? t('account.privacy.on') : t('account.privacy.off')}
                  <span className="sr-only"> — {purpose(p.purpose, 'title')}</span>
                </Checkbox>
              ) : (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                  {t('account.privacy.needed')}
                </span>
              )}
            </div>
            {p.history.length > 0 && (
              <details className="mt-2 text-sm text-slate-700">
                <summary className="cursor-pointer font-medium text-teal-800">{t('account.privacy.history')}</summary>
                <ol className="mt-2 space-y-1">
                  {p.history.map((h, i) => (
                    <li key={i}>
                      {t(h.granted ? 'account.privacy.given' : 'account.privacy.withdrawn', {
                        how: t(`account.privacy.how.${h.method}` as MessageKey),
                        date: formatDateTime(h.at),
                        version: h.noticeVersion,
                      })}
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </li>
        ))}
      </ul>
      <CallError call={set} fallback={t('account.privacy.consentFailed')} className="mt-3 text-sm text-red-700" />
    </>
  );
}

/** The download's figures, each with its words' key. */
function summaryOf(d: MyData): [MessageKey, number][] {
  const n = (f: (b: MyData['bookings'][number]) => unknown[]) => d.bookings.reduce((sum, b) => sum + f(b).length, 0);
  return [
    ['account.privacy.data.bookings', d.bookings.length],
    ['account.privacy.data.payments', n((b) => b.payments)],
    ['account.privacy.data.refunds', n((b) => b.refunds)],
    ['account.privacy.data.documents', n((b) => b.documents)],
    ['account.privacy.data.enquiries', d.enquiries.length],
    ['account.privacy.data.reviews', d.reviews.length],
    ['account.privacy.data.complaints', d.complaints.length],
    ['account.privacy.data.consents', d.consents.length],
    ['account.privacy.data.sessions', d.sessions.length],
    ['account.privacy.data.emails', d.emails.length],
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
  const t = useT();
  const download = () =>
    data.mutate(undefined, {
      onSuccess: (d) =>
        saveFile({ blob: new Blob([JSON.stringify(d, null, 2)], { type: 'application/json' }), name: 'raahi-my-data.json' }),
    });
  return (
    <TitledSection id="my-data-heading" title={t('account.privacy.data.title')} className={card} headingClassName={heading}>
      <p className="mt-2 text-sm text-slate-700">
        {t('account.privacy.data.intro')}{' '}
        <Link to="/user?tab=profile" className="font-semibold text-teal-800 underline">
          {t('account.privacy.data.profileLink')}
        </Link>
        .
      </p>
      <CallButton call={data} busy={t('account.privacy.data.preparing')} className="mt-4" onClick={download}>
        {t('account.privacy.data.download')}
      </CallButton>
      <CallError call={data} fallback={t('account.privacy.data.failed')} className="mt-3 text-sm text-red-700" />
      {data.data && (
        <div className="mt-4 rounded-xl bg-slate-50 p-4" aria-live="polite">
          <h3 className="font-semibold text-slate-900">{t('account.privacy.data.held')}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            {summaryOf(data.data).map(([label, count]) => (
              <div key={label} className="flex justify-between gap-2 border-b border-slate-200 py-1">
                <dt className="text-slate-700">{t(label)}</dt>
                <dd className="font-semibold text-slate-900">{count}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 font-semibold text-slate-900">{t('account.privacy.data.received')}</h3>
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
  const t = useT();
  const [form, setForm] = useState({ name: '', email: '', relation: '' });
  const base = useId();
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form);
  };
  return (
    <TitledSection id="nominee-heading" title={t('account.privacy.nominee.title')} className={card} headingClassName={heading}>
      <p className="mt-2 text-sm text-slate-700">{t('account.privacy.nominee.intro')}</p>
      {save.data?.nominee && (
        <p className="mt-2 text-sm font-semibold text-emerald-800" role="status">
          {t('account.privacy.nominee.saved', { name: save.data.nominee.name })}
        </p>
      )}
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-3" noValidate>
        <CheckedInput
          id={`${base}-name`}
          label={t('account.privacy.nominee.name')}
          value={form.name}
          error={fields.name}
          onValue={(name) => setForm({ ...form, name })}
        />
        <CheckedInput
          id={`${base}-email`}
          label={t('account.privacy.nominee.email')}
          type="email"
          value={form.email}
          error={fields.email}
          onValue={(email) => setForm({ ...form, email })}
        />
        <CheckedInput
          id={`${base}-relation`}
          label={t('account.privacy.nominee.relation')}
          value={form.relation}
          error={fields.relation}
          onValue={(relation) => setForm({ ...form, relation })}
        />
        <div className="sm:col-span-3">
          <CallButton call={save} busy={t('account.privacy.nominee.saving')} type="submit">
            {t('account.privacy.nominee.save')}
          </CallButton>
          <CallError call={save} besideFields fallback={t('account.privacy.nominee.failed')} className="mt-2 text-sm text-red-700" />
        </div>
      </form>
    </TitledSection>
  );
}

function EraseSection() {
  const erase = useEraseMe();
  const t = useT();
  const at = useLocalePath();
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
      <TitledSection id="erase-heading" title={t('account.privacy.erase.title')} className={card} headingClassName={heading}>
        <p className="mt-2 font-semibold text-slate-900" role="status">
          {t('account.privacy.erase.done')}
        </p>
        <a href={at('/')} className="mt-3 inline-block font-semibold text-teal-800 underline">
          {t('account.privacy.erase.home')}
        </a>
      </TitledSection>
    );
  return (
    <TitledSection id="erase-heading" title={t('account.privacy.erase.title')} className={card} headingClassName={heading}>
      <p className="mt-2 text-sm text-slate-700">{t('account.privacy.erase.intro')}</p>
      <form onSubmit={submit} className="mt-4 max-w-md space-y-3" noValidate>
        <CheckedInput
          id={`${id}-password`}
          label={t('account.privacy.erase.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onValue={setPassword}
        />
        <Checkbox checked={sure} onChange={setSure}>
          {t('account.privacy.erase.sure')}
        </Checkbox>
        <CallButton call={erase} busy={t('account.privacy.erase.erasing')} type="submit" variant="danger" disabled={!sure || !password}>
          {t('account.privacy.erase.title')}
        </CallButton>
        <CallError call={erase} besideFields fallback={t('account.privacy.erase.failed')} className="text-sm text-red-700" />
      </form>
    </TitledSection>
  );
}
