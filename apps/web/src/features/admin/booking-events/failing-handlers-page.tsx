// The back-office's list of booking events whose consequences keep failing (a refund the gateway did not
// take, a tax document, an email): each is retried with backoff by itself; here an admin sees how often it
// failed and why, and may run it again now (docs/decisions/0047-booking-events.md).
import type { FailingHandling } from '@raahi/contract/booking-events';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { DataTable, rowAction } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useFailingHandlings, useRetryHandling } from './api/failing-handlings.ts';

const PAGE_SIZE = 20;

/** What each handler does, as an admin reads it. */
const HANDLER_WORDS: Record<string, string> = {
  'payments.refund': 'Refund at the gateway',
  'invoices.documents': 'Invoice or credit note',
  'mail.booking': 'Emails to the guest and provider',
};
const EVENT_WORDS: Record<string, string> = {
  held: 'Booked',
  paid: 'Paid',
  'payment-refused': 'Payment refused',
  'hold-expired': 'Hold ran out',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
  'status-set': 'Status set',
  'refund-started': 'Refund started',
};
const KIND_WORDS = { hotel: 'Hotel', cab: 'Cab', tour: 'Tour' } as const;

const keyOf = (h: Pick<FailingHandling, 'eventId' | 'handler'>) => `${h.eventId}:${h.handler}`;

export function Component() {
  const [page, setPage] = useState(1);
  const list = useFailingHandlings({ page, limit: PAGE_SIZE });
  const retry = useRetryHandling();
  const [said, setSaid] = useState<{ key: string; text: string; failed: boolean } | null>(null);

  const runAgain = (h: FailingHandling) =>
    retry.mutate(
      { eventId: h.eventId, handler: h.handler },
      {
        onSuccess: (r) =>
          setSaid({
            key: keyOf(h),
            failed: false,
            text: r.status === 'done' ? 'It ran again and succeeded.' : 'It is queued to run again; it stays listed if it fails.',
          }),
        onError: (err) => setSaid({ key: keyOf(h), failed: true, text: messageOf(err, 'It could not be run again. Please try again.') }),
      },
    );

  return (
    <>
      <PageHeader
        title="Failing booking events"
        description="What follows a booking's change (a refund at the gateway, an invoice or credit note, the emails) is retried by itself until it succeeds. These keep failing: the latest failure first."
      />
      <p role="status" aria-live="polite" className={said ? `mb-4 text-sm ${said.failed ? 'text-red-700' : 'text-teal-800'}` : 'sr-only'}>
        {said?.text ?? ''}
      </p>
      <DataTable
        caption="Booking events whose handlers keep failing, latest failure first"
        loadingText="Loading failing events…"
        emptyText="Nothing is failing."
        emptyHint="Every refund, document and email that followed a booking's change went through."
        rows={list.data?.items}
        rowKey={keyOf}
        load={list}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPage, label: 'Failing events pages' }}
        columns={[
          {
            header: 'What failed',
            phone: 'title',
            cell: (h) => (
              <>
                <span className="font-semibold">{HANDLER_WORDS[h.handler] ?? h.handler}</span>
                <span className="block text-xs text-slate-600">
                  {EVENT_WORDS[h.event] ?? h.event} · {KIND_WORDS[h.bookingKind]} booking{' '}
                  <span className="break-all font-mono">{h.bookingId}</span>
                </span>
              </>
            ),
          },
          { header: 'Changed', cell: (h) => formatDateTime(h.eventAt), className: 'whitespace-nowrap' },
          { header: 'Attempts', cell: (h) => String(h.attempts), className: 'text-right tabular-nums' },
          {
            header: 'Last error',
            cell: (h) => (
              <>
                <span className="break-words">{h.lastError}</span>
                <span className="block text-xs text-slate-600">{formatDateTime(h.lastFailedAt)}</span>
              </>
            ),
          },
          {
            header: <span className="sr-only">Actions</span>,
            phone: 'actions',
            className: 'text-right',
            cell: (h) => {
              const busy = retry.isPending && retry.variables && keyOf(retry.variables) === keyOf(h);
              return (
                <button
                  type="button"
                  className={rowAction}
                  onClick={() => runAgain(h)}
                  disabled={retry.isPending}
                  aria-busy={busy || undefined}
                >
                  {busy ? 'Retrying…' : 'Retry'}
                  <span className="sr-only">
                    {' '}
                    {HANDLER_WORDS[h.handler] ?? h.handler} of booking {h.bookingId}
                  </span>
                </button>
              );
            },
          },
        ]}
      />
    </>
  );
}
