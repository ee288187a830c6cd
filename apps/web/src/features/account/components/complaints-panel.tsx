// My Complaints: each ticket with its number, status, deadlines, thread and outcome; the person adds to an
// unresolved one here.
import { GRIEVANCE_MAX, type Grievance } from '@raahi/contract/grievances';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { QueryList } from '../../../components/query-states.tsx';
import { CallButton } from '../../../components/ui/button.tsx';
import { CheckedTextArea } from '../../../components/ui/fields.tsx';
import { CallError, EmptyState, Spinner } from '../../../components/ui/states.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMyComplaints, useReplyToMyComplaint } from '../api/my-complaints.ts';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';

const STATUS_TONE = {
  open: 'bg-amber-50 text-amber-800',
  answered: 'bg-sky-50 text-sky-800',
  resolved: 'bg-emerald-50 text-emerald-800',
} as const;

export function ComplaintsPanel() {
  const t = useT();
  const at = useLocalePath();
  const complaints = useMyComplaints();
  return (
    <TitledSection
      id="my-complaints-heading"
      title={t('account.tab.complaints')}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      headingClassName="text-xl font-bold text-slate-900 sm:text-2xl"
    >
      <div className="mt-4" aria-busy={complaints.isFetching}>
        <QueryList
          query={complaints}
          loading={<Spinner label={t('account.complaints.loading')} />}
          errorText={t('account.complaints.loadFailed')}
          empty={
            <EmptyState title={t('account.complaints.none')} hint={t('account.complaints.noneHint')}>
              <Link to={at('/help')} className="mt-3 inline-block font-semibold text-teal-800 underline">
                {t('account.complaints.help')}
              </Link>
            </EmptyState>
          }
          className="space-y-4"
          itemClassName="rounded-xl border border-slate-200 p-4"
          item={(g) => <Ticket ticket={g} />}
        />
      </div>
    </TitledSection>
  );
}

function Ticket({ ticket: g }: { ticket: Grievance }) {
  const t = useT();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {g.ticketNumber}
          {g.listing && <span className="font-normal text-slate-600"> · {g.listing.name}</span>}
        </p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[g.status]}`}>
          {t(`account.complaints.status.${g.status}`)}
        </span>
      </div>
      {g.status !== 'resolved' && (
        <p className="mt-1 text-xs text-slate-600">{t('account.complaints.resolveBy', { when: formatDateTime(g.resolveBy) })}</p>
      )}
      <ol className="mt-3 space-y-2" aria-label={t('account.complaints.messagesOf', { number: g.ticketNumber })}>
        {g.messages.map((m, i) => (
          <li
            key={i}
            className={`rounded-lg px-3 py-2 text-sm text-slate-800 ${m.from === 'person' ? 'bg-slate-50' : 'ml-4 border-l-4 border-teal-600 bg-teal-50'}`}
          >
            <p className="text-xs font-semibold text-slate-600">
              {m.from === 'person' ? t('account.you') : m.authorName} · {formatDateTime(m.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-line">{m.text}</p>
          </li>
        ))}
      </ol>
      {g.outcome !== null ? (
        <div className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <p className="font-semibold">
            {t('account.complaints.outcome')}
            {g.resolvedAt && ` · ${formatDateTime(g.resolvedAt)}`}
          </p>
          <p className="mt-1 whitespace-pre-line">{g.outcome}</p>
        </div>
      ) : (
        <AddToTicket id={g._id} number={g.ticketNumber} />
      )}
    </>
  );
}

function AddToTicket({ id, number }: { id: string; number: string }) {
  const t = useT();
  const reply = useReplyToMyComplaint();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = `complaint-reply-${id}`;
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(t('account.complaints.writeReply'));
      return document.getElementById(fieldId)?.focus();
    }
    setError(undefined);
    reply.mutate({ id, message: text }, { onSuccess: () => setText('') });
  };
  return (
    <form noValidate onSubmit={send} className="mt-3 space-y-2">
      <CheckedTextArea
        id={fieldId}
        label={t('account.complaints.replyOn', { number })}
        error={error}
        rows={3}
        maxLength={GRIEVANCE_MAX}
        value={text}
        onValue={setText}
      />
      <CallError
        call={reply}
        fallback={t('account.complaints.replyFailed')}
        className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
      />
      <CallButton type="submit" call={reply} busy={t('account.complaints.sending')}>
        {t('account.complaints.send')}
      </CallButton>
    </form>
  );
}
