// The back-office's outbox: every email the product wrote, newest first. Without SMTP (the demo) this is
// where they are read; with SMTP it records what was sent. A message opens beside the list: its HTML part
// in a sandboxed frame (no scripts, no access to this page), its plain-text part, and the PDFs it carries
// (a booking-confirmed message: the voucher and the invoice), each downloaded through the booking's document
// call, as the booking screens do (docs/decisions/0032-mail-attachments.md).
import type { OutboxAttachment, OutboxMessage } from '@raahi/contract/mail';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useBookingDocument } from '../../../lib/booking-documents.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { DataTable, rowAction } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useOutbox } from './api/list-outbox.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { Words } from '../components/form-page.tsx';

const PAGE_SIZE = 20;

const statusOf = (t: Words, m: OutboxMessage) =>
  m.sentAt ? t('admin.outbox.sent', { when: formatDateTime(m.sentAt) }) : m.lastError ? t('admin.outbox.retrying') : t('admin.outbox.kept');

// links in the message open in a new tab rather than inside the frame
const framed = (html: string) => html.replace(/<head>/i, '<head><base target="_blank">');

export function Component() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useOutbox({ page, limit: PAGE_SIZE });
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  return (
    <>
      <PageHeader title={t('admin.nav.outbox')} description={t('admin.outbox.description')} />
      {open && <MessageView message={open} onClose={() => setOpen(null)} />}
      <DataTable
        caption={t('admin.outbox.caption')}
        loadingText={t('admin.outbox.loading')}
        emptyText={t('admin.outbox.empty')}
        emptyHint={t('admin.outbox.emptyHint')}
        rows={list.data?.items}
        rowKey={(m) => m._id}
        load={list}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPage, label: t('admin.outbox.pages') }}
        columns={[
          { header: t('admin.outbox.to'), cell: (m) => <span className="break-all">{m.to}</span>, phone: 'title' },
          {
            header: t('admin.outbox.subject'),
            cell: (m) => (
              <>
                {m.channel === 'sms' && (
                  <span className="mr-1.5 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-semibold text-sky-900">SMS</span>
                )}
                {m.subject}
                {m.attachments.length > 0 && (
                  <span className="block text-xs text-slate-600">{t('admin.outbox.attached', { count: m.attachments.length })}</span>
                )}
              </>
            ),
          },
          { header: t('admin.audit.when'), cell: (m) => formatDateTime(m.createdAt), className: 'whitespace-nowrap' },
          { header: t('admin.complaints.status'), cell: (m) => statusOf(t, m), className: 'whitespace-nowrap' },
          {
            header: <span className="sr-only">{t('admin.table.actions')}</span>,
            phone: 'actions',
            className: 'text-right',
            cell: (m) => (
              <button type="button" className={rowAction} onClick={() => setOpen(m)} aria-pressed={open?._id === m._id}>
                {t('admin.outbox.open')}
                <span className="sr-only">
                  {' '}
                  {t(m.channel === 'sms' ? 'admin.outbox.openSms' : 'admin.outbox.openEmail', { subject: m.subject, to: m.to })}
                </span>
              </button>
            ),
          },
        ]}
      />
    </>
  );
}

function MessageView({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const t = useT();
  const [part, setPart] = useState<'html' | 'text'>('html');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message._id]);
  return (
    <section aria-labelledby="message-subject" className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="message-subject" ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
            {message.subject}
          </h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
            <dt>{t('admin.outbox.to')}</dt>
            <dd className="break-all text-slate-900">{message.to}</dd>
            <dt>{t('admin.outbox.written')}</dt>
            <dd className="text-slate-900">{formatDateTime(message.createdAt)}</dd>
            <dt>{t('admin.complaints.status')}</dt>
            <dd className="text-slate-900">{statusOf(t, message)}</dd>
          </dl>
          {message.attachments.length > 0 && (
            <div className="mt-3">
              <h3 className="text-sm font-semibold text-slate-700">{t('admin.outbox.attachments')}</h3>
              <ul className="mt-1 flex flex-wrap gap-2" aria-label={t('admin.outbox.attachments')}>
                {message.attachments.map((a) => (
                  <li key={a.name}>
                    <AttachmentLink attachment={a} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.outbox.close')}
        </Button>
      </div>
      <div className="mt-4 inline-flex rounded-lg bg-slate-100 p-1 text-sm" role="group" aria-label={t('admin.outbox.showAs')}>
        {(['html', 'text'] as const).map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={part === p}
            onClick={() => setPart(p)}
            className={`rounded-md px-3 py-1.5 font-semibold ${part === p ? 'bg-white text-teal-800 shadow' : 'text-slate-700'}`}
          >
            {p === 'html' ? t('admin.outbox.rendered') : t('admin.outbox.plain')}
          </button>
        ))}
      </div>
      {part === 'html' ? (
        <iframe
          title={t('admin.outbox.frame', { subject: message.subject })}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={framed(message.html)}
          className="mt-3 h-[560px] w-full rounded-lg border border-slate-200 bg-slate-100"
        />
      ) : (
        <pre className="mt-3 max-h-[560px] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-800">
          {message.text}
        </pre>
      )}
    </section>
  );
}

/** An attachment's name; pressing it downloads the PDF (the voucher opens to print), as the booking screens do. */
function AttachmentLink({ attachment: a }: { attachment: OutboxAttachment }) {
  const t = useT();
  const get = useBookingDocument();
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-left font-mono text-xs text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
        disabled={get.isPending}
        aria-busy={get.isPending}
        onClick={() => get.mutate({ bookingId: a.bookingId, doc: a.kind })}
      >
        <span aria-hidden="true" className="shrink-0 rounded bg-red-100 px-1 text-[10px] font-bold text-red-800">
          PDF
        </span>
        <span className="break-all">{a.name}</span>
        <span className="sr-only"> ({a.kind === 'invoice' ? t('admin.outbox.invoice') : t('admin.outbox.voucher')})</span>
      </button>
      {get.isError && (
        <p role="alert" className="mt-1 max-w-xs text-xs text-red-700">
          {messageOf(get.error, t('admin.outbox.documentFailed'))}
        </p>
      )}
    </>
  );
}
