// One complaint in the back-office: who raised it and how to reach them, its deadlines and who handles it,
// the thread, the answer box, and for admins Resolve with a written outcome.
import { GRIEVANCE_MAX, resolveGrievance } from '@raahi/contract/grievances';
import { mayCall } from '@raahi/contract/rules/access';
import { useState, type FormEvent } from 'react';
import { CallButton } from '../../../components/ui/button.tsx';
import { CheckedTextArea } from '../../../components/ui/fields.tsx';
import { CallError, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAnswerComplaint, useComplaint, useResolveComplaint } from './api/complaints.ts';
import { useT } from '../../../lib/i18n.tsx';

export function ComplaintThread({ id }: { id: string }) {
  const t = useT();
  const ticket = useComplaint(id);
  const { data: user } = useCurrentUser();
  if (ticket.isPending) return <Spinner label={t('admin.complaints.loadingOne')} />;
  if (ticket.error)
    return <ErrorState message={messageOf(ticket.error, t('admin.complaints.loadOneFailed'))} onRetry={() => void ticket.refetch()} />;
  const g = ticket.data;
  const resolved = g.status === 'resolved';
  const about = g.listing?.name ?? t(`admin.complaints.topic.${g.topic}`);
  const status = t(`admin.complaints.state.${g.status}`);

  return (
    <TitledSection
      id="complaint-heading"
      title={t('admin.complaints.heading', { ticket: g.ticketNumber, name: g.name, about })}
      className="self-start rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      headingClassName="text-lg font-semibold text-slate-900"
    >
      <p className="mt-1 text-sm text-slate-600">
        <a href={`mailto:${g.email}`} className="text-teal-800 underline">
          {g.email}
        </a>
        {g.phone && (
          <>
            {' · '}
            <a href={`tel:${g.phone.replace(/\s/g, '')}`} className="text-teal-800 underline">
              {g.phone}
            </a>
          </>
        )}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label={t('admin.complaints.status')} value={g.overdue ? t('admin.complaints.stateOverdue', { status }) : status} />
        <Fact label={t('admin.complaints.handledBy')} value={g.handledBy ?? t('admin.complaints.nobody')} />
        <Fact
          label={t('admin.complaints.acknowledgeBy')}
          value={
            g.acknowledgedAt ? t('admin.complaints.doneWhen', { when: formatDateTime(g.acknowledgedAt) }) : formatDateTime(g.acknowledgeBy)
          }
        />
        <Fact
          label={t('admin.complaints.resolveBy')}
          value={g.resolvedAt ? t('admin.complaints.doneWhen', { when: formatDateTime(g.resolvedAt) }) : formatDateTime(g.resolveBy)}
        />
      </dl>
      <ol className="mt-4 space-y-3" aria-label={t('admin.complaints.messages')}>
        {g.messages.map((m, i) => (
          <li
            key={i}
            className={`rounded-lg px-3 py-2 text-sm ${m.from === 'person' ? 'bg-slate-50' : 'ml-6 border-l-4 border-teal-600 bg-teal-50'}`}
          >
            <p className="text-xs font-semibold text-slate-600">
              {m.authorName} · {formatDateTime(m.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{m.text}</p>
          </li>
        ))}
      </ol>
      {resolved ? (
        <div className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <p className="font-semibold">{t('admin.complaints.outcome')}</p>
          <p className="mt-1 whitespace-pre-line">{g.outcome}</p>
        </div>
      ) : (
        <>
          <WriteBox key={`answer-${id}`} id={id} kind="answer" />
          {user && mayCall({ id: user._id, role: user.role }, resolveGrievance.access) && (
            <WriteBox key={`resolve-${id}`} id={id} kind="resolve" />
          )}
        </>
      )}
    </TitledSection>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

function WriteBox({ id, kind }: { id: string; kind: 'answer' | 'resolve' }) {
  const answer = useAnswerComplaint();
  const resolve = useResolveComplaint();
  const action = kind === 'answer' ? answer : resolve;
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = `complaint-${kind}`;
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(t(`admin.complaints.${kind}.missing`));
      return document.getElementById(fieldId)?.focus();
    }
    setError(undefined);
    const done = { onSuccess: () => setText('') };
    if (kind === 'answer') answer.mutate({ id, message: text }, done);
    else resolve.mutate({ id, outcome: text }, done);
  };
  return (
    <form noValidate onSubmit={send} className="mt-4 space-y-2">
      <CheckedTextArea
        id={fieldId}
        label={t(`admin.complaints.${kind}.label`)}
        error={error}
        rows={3}
        maxLength={GRIEVANCE_MAX}
        value={text}
        onValue={setText}
      />
      <CallError
        call={action}
        fallback={t(`admin.complaints.${kind}.failed`)}
        className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
      />
      <CallButton type="submit" call={action} busy={t('admin.complaints.sending')} variant={kind === 'resolve' ? 'secondary' : undefined}>
        {t(`admin.complaints.${kind}.button`)}
      </CallButton>
      {action.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          {t(`admin.complaints.${kind}.done`)}
        </p>
      )}
    </form>
  );
}
