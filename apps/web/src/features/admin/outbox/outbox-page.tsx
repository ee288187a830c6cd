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

const PAGE_SIZE = 20;

const attachedCount = (m: OutboxMessage) => `${m.attachments.length} PDF${m.attachments.length === 1 ? '' : 's'} attached`;

const statusOf = (m: OutboxMessage) => (m.sentAt ? `Sent ${formatDateTime(m.sentAt)}` : m.lastError ? 'Not sent yet: retrying' : 'Kept');

// links in the message open in a new tab rather than inside the frame
const framed = (html: string) => html.replace(/<head>/i, '<head><base target="_blank">');

export function Component() {
  const [page, setPage] = useState(1);
  const list = useOutbox({ page, limit: PAGE_SIZE });
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every email and SMS Raahi wrote, newest first. Without an SMTP server (SMTP_URL) or SMS keys (SMS_MSG91_AUTH_KEY) they are kept here instead of being sent."
      />
      {open && <MessageView message={open} onClose={() => setOpen(null)} />}
      <DataTable
        caption="Emails, newest first"
        loadingText="Loading emails…"
        emptyText="No emails yet."
        emptyHint="Messages appear here when people register, reset a password or book."
        rows={list.data?.items}
        rowKey={(m) => m._id}
        load={list}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPage, label: 'Outbox pages' }}
        columns={[
          { header: 'To', cell: (m) => <span className="break-all">{m.to}</span>, phone: 'title' },
          {
            header: 'Subject',
            cell: (m) => (
              <>
                {m.channel === 'sms' && (
                  <span className="mr-1.5 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-semibold text-sky-900">SMS</span>
                )}
                {m.subject}
                {m.attachments.length > 0 && <span className="block text-xs text-slate-600">{attachedCount(m)}</span>}
              </>
            ),
          },
          { header: 'When', cell: (m) => formatDateTime(m.createdAt), className: 'whitespace-nowrap' },
          { header: 'Status', cell: statusOf, className: 'whitespace-nowrap' },
          {
            header: <span className="sr-only">Actions</span>,
            phone: 'actions',
            className: 'text-right',
            cell: (m) => (
              <button type="button" className={rowAction} onClick={() => setOpen(m)} aria-pressed={open?._id === m._id}>
                Open
                <span className="sr-only">
                  {' '}
                  {m.channel === 'sms' ? 'SMS' : 'email'} “{m.subject}” to {m.to}
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
            <dt>To</dt>
            <dd className="break-all text-slate-900">{message.to}</dd>
            <dt>Written</dt>
            <dd className="text-slate-900">{formatDateTime(message.createdAt)}</dd>
            <dt>Status</dt>
            <dd className="text-slate-900">{statusOf(message)}</dd>
          </dl>
          {message.attachments.length > 0 && (
            <div className="mt-3">
              <h3 className="text-sm font-semibold text-slate-700">Attachments</h3>
              <ul className="mt-1 flex flex-wrap gap-2" aria-label="Attachments">
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
          Close
        </Button>
      </div>
      <div className="mt-4 inline-flex rounded-lg bg-slate-100 p-1 text-sm" role="group" aria-label="Show the message as">
        {(['html', 'text'] as const).map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={part === p}
            onClick={() => setPart(p)}
            className={`rounded-md px-3 py-1.5 font-semibold ${part === p ? 'bg-white text-teal-800 shadow' : 'text-slate-700'}`}
          >
            {p === 'html' ? 'Rendered' : 'Plain text'}
          </button>
        ))}
      </div>
      {part === 'html' ? (
        <iframe
          title={`Email: ${message.subject}`}
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
        <span className="sr-only"> ({a.kind === 'invoice' ? 'GST tax invoice' : 'booking voucher'}, download)</span>
      </button>
      {get.isError && (
        <p role="alert" className="mt-1 max-w-xs text-xs text-red-700">
          {messageOf(get.error, 'The document could not be prepared. Please try again.')}
        </p>
      )}
    </>
  );
}
