// One enquiry in the back-office: who asked and how to reach them, the messages, the reply box and Close.
import { ENQUIRY_MAX } from '@raahi/contract/enquiries';
import { useState, type FormEvent } from 'react';
import { Button, CallButton } from '../../../components/ui/button.tsx';
import { CheckedTextArea } from '../../../components/ui/fields.tsx';
import { AlertText, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useCloseEnquiry, useEnquiryThread, useReplyToEnquiry } from './api/enquiry-thread.ts';
import { TitledSection } from '../../../components/ui/titled-section.tsx';

export function EnquiryThread({ id }: { id: string }) {
  const t = useT();
  const thread = useEnquiryThread(id);
  const reply = useReplyToEnquiry();
  const close = useCloseEnquiry();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  if (thread.isPending) return <Spinner label={t('admin.enquiry.loadingOne')} />;
  if (thread.error)
    return <ErrorState message={messageOf(thread.error, t('admin.enquiry.loadOneFailed'))} onRetry={() => void thread.refetch()} />;
  const e = thread.data;

  const send = (ev: FormEvent) => {
    ev.preventDefault();
    if (!text.trim()) {
      setError(t('admin.enquiry.writeAnswer'));
      return document.getElementById('enquiry-reply')?.focus();
    }
    setError(undefined);
    reply.mutate({ id, message: text }, { onSuccess: () => setText('') });
  };

  return (
    <TitledSection
      id="thread-heading"
      title={t('admin.enquiry.about', { name: e.name, listing: e.listing.name })}
      className="self-start rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      headingClassName="text-lg font-semibold text-slate-900"
    >
      <p className="mt-1 text-sm text-slate-600">
        <a href={`mailto:${e.email}`} className="text-teal-800 underline">
          {e.email}
        </a>
        {e.phone && (
          <>
            {' · '}
            <a href={`tel:${e.phone.replace(/\s/g, '')}`} className="text-teal-800 underline">
              {e.phone}
            </a>
          </>
        )}
        {' · '}
        <span>{t('admin.enquiry.statusLine', { status: t(`admin.enquiry.statusWord.${e.status}`) })}</span>
      </p>
      <ol className="mt-4 space-y-3" aria-label={t('admin.enquiry.messages')}>
        {e.messages.map((m, i) => (
          <li
            key={i}
            className={`rounded-lg px-3 py-2 text-sm ${m.from === 'visitor' ? 'bg-slate-50' : 'ml-6 border-l-4 border-teal-600 bg-teal-50'}`}
          >
            <p className="text-xs font-semibold text-slate-600">
              {m.authorName} · {formatDateTime(m.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{m.text}</p>
          </li>
        ))}
      </ol>
      {e.status === 'closed' ? (
        <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('admin.enquiry.closed')}</p>
      ) : (
        <form noValidate onSubmit={send} className="mt-4 space-y-3">
          <CheckedTextArea
            id="enquiry-reply"
            label={t('admin.enquiry.yourAnswer')}
            error={error}
            rows={4}
            maxLength={ENQUIRY_MAX}
            value={text}
            onValue={setText}
          />
          <AlertText
            message={
              reply.isError
                ? messageOf(reply.error, t('admin.enquiry.sendFailed'))
                : close.isError
                  ? messageOf(close.error, t('admin.enquiry.closeFailed'))
                  : null
            }
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          />
          <div className="flex flex-wrap gap-2">
            <CallButton type="submit" call={reply} busy={t('admin.enquiry.sending')}>
              {t('admin.enquiry.send')}
            </CallButton>
            <Button variant="secondary" disabled={close.isPending} onClick={() => close.mutate(id)}>
              {t('admin.enquiry.close')}
            </Button>
          </div>
          {reply.isSuccess && (
            <p role="status" className="text-sm text-emerald-800">
              {t('admin.enquiry.sent')}
            </p>
          )}
        </form>
      )}
    </TitledSection>
  );
}
