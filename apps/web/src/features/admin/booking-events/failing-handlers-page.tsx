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
import { useT } from '../../../lib/i18n.tsx';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';

const PAGE_SIZE = 20;

/** What each handler does, as an admin reads it. */
const HANDLER_WORDS: Record<string, MessageKey> = {
  'payments.refund': 'admin.failing.handler.refund',
  'invoices.documents': 'admin.failing.handler.documents',
  'mail.booking': 'admin.failing.handler.mail',
};
const EVENT_WORDS: Record<string, MessageKey> = {
  held: 'admin.failing.event.held',
  paid: 'admin.failing.event.paid',
  'payment-refused': 'admin.failing.event.paymentRefused',
  'hold-expired': 'admin.failing.event.holdExpired',
  cancelled: 'admin.failing.event.cancelled',
  rescheduled: 'admin.failing.event.rescheduled',
  'status-set': 'admin.failing.event.statusSet',
  'refund-started': 'admin.failing.event.refundStarted',
};

const keyOf = (h: Pick<FailingHandling, 'eventId' | 'handler'>) => `${h.eventId}:${h.handler}`;

export function Component() {
  const t = useT();
  const said = (words: Record<string, MessageKey>, name: string) => (words[name] ? t(words[name]) : name);
  const [page, setPage] = useState(1);
  const list = useFailingHandlings({ page, limit: PAGE_SIZE });
  const retry = useRetryHandling();
  const [outcome, setSaid] = useState<{ key: string; text: string; failed: boolean } | null>(null);

  const runAgain = (h: FailingHandling) =>
    retry.mutate(
      { eventId: h.eventId, handler: h.handler },
      {
        onSuccess: (r) =>
          setSaid({
            key: keyOf(h),
            failed: false,
            text: r.status === 'done' ? t('admin.failing.succeeded') : t('admin.failing.queued'),
          }),
        onError: (err) => setSaid({ key: keyOf(h), failed: true, text: messageOf(err, t('admin.failing.retryFailed')) }),
      },
    );

  return (
    <>
      <PageHeader title={t('admin.failing.title')} description={t('admin.failing.description')} />
      <p
        role="status"
        aria-live="polite"
        className={outcome ? `mb-4 text-sm ${outcome.failed ? 'text-red-700' : 'text-teal-800'}` : 'sr-only'}
      >
        {outcome?.text ?? ''}
      </p>
      <DataTable
        caption={t('admin.failing.caption')}
        loadingText={t('admin.failing.loading')}
        emptyText={t('admin.failing.empty')}
        emptyHint={t('admin.failing.emptyHint')}
        rows={list.data?.items}
        rowKey={keyOf}
        load={list}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPage, label: t('admin.failing.pages') }}
        columns={[
          {
            header: t('admin.failing.what'),
            phone: 'title',
            cell: (h) => (
              <>
                <span className="font-semibold">{said(HANDLER_WORDS, h.handler)}</span>
                <span className="block text-xs text-slate-600">
                  {t('admin.failing.eventOf', { event: said(EVENT_WORDS, h.event), kind: t(`admin.role.${h.bookingKind}`) })}{' '}
                  <span className="break-all font-mono">{h.bookingId}</span>
                </span>
              </>
            ),
          },
          { header: t('admin.failing.changed'), cell: (h) => formatDateTime(h.eventAt), className: 'whitespace-nowrap' },
          { header: t('admin.failing.attempts'), cell: (h) => String(h.attempts), className: 'text-right tabular-nums' },
          {
            header: t('admin.failing.lastError'),
            cell: (h) => (
              <>
                <span className="break-words">{h.lastError}</span>
                <span className="block text-xs text-slate-600">{formatDateTime(h.lastFailedAt)}</span>
              </>
            ),
          },
          {
            header: <span className="sr-only">{t('admin.table.actions')}</span>,
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
                  {busy ? t('admin.failing.retrying') : t('admin.failing.retry')}
                  <span className="sr-only">
                    {' '}
                    {t('admin.failing.retryOf', { what: said(HANDLER_WORDS, h.handler), booking: h.bookingId })}
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
