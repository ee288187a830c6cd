// The admins' queue of hotels and cabs owners added: approve one (it goes live) or reject it with a reason
// its owner reads on their listings page.
import type { PendingListing } from '@raahi/contract/listing-review';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { DataTable, rowAction, rowDanger } from '../components/data-table.tsx';
import { inputClass } from '../components/form-fields.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useApproveListing, usePendingListings, useRejectListing } from './api/review-listings.ts';
import { useT } from '../../../lib/i18n.tsx';

export function Component() {
  const t = useT();
  const queue = usePendingListings();
  const approve = useApproveListing();
  const reject = useRejectListing();
  const [rejecting, setRejecting] = useState<PendingListing | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const decide = async (text: string, run: () => Promise<unknown>) => {
    try {
      await run();
      setOutcome({ ok: true, text });
    } catch (err) {
      setOutcome({ ok: false, text: messageOf(err, t('admin.listingReview.notSaved')) });
    }
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('admin.listingReview.title')} description={t('admin.listingReview.description')} />
      {outcome && (
        <p
          role="status"
          className={`mb-4 rounded-xl px-4 py-3 text-sm ${outcome.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
        >
          {outcome.text}
        </p>
      )}
      <DataTable
        caption={t('admin.listingReview.caption')}
        rows={queue.data}
        rowKey={(l) => `${l.kind}:${l._id}`}
        load={queue}
        emptyText={t('admin.listingReview.empty')}
        emptyHint={t('admin.listingReview.emptyHint')}
        countText={(n) => t('admin.listingReview.count', { count: n })}
        columns={[
          { header: t('admin.listingReview.listing'), cell: (l) => l.name, sortBy: (l) => l.name, phone: 'title' },
          { header: t('admin.listingReview.kind'), cell: (l) => t(`admin.role.${l.kind}`), sortBy: (l) => l.kind },
          { header: t('admin.listingReview.where'), label: t('admin.listingReview.where'), cell: (l) => l.detail },
          { header: t('admin.listingReview.owner'), cell: (l) => (l.owner ? `${l.owner.name} (${l.owner.email})` : '—') },
          { header: t('admin.listingReview.sent'), cell: (l) => formatDateTime(l.submittedAt), sortBy: (l) => l.submittedAt },
          {
            header: <span className="sr-only">{t('admin.listingReview.decision')}</span>,
            label: t('admin.listingReview.decision'),
            phone: 'actions',
            cell: (l) => (
              <span className="flex gap-1">
                <button
                  type="button"
                  className={rowAction}
                  disabled={approve.isPending}
                  aria-label={t('admin.listingReview.approveNamed', { name: l.name })}
                  onClick={() =>
                    void decide(t('admin.listingReview.approved', { name: l.name }), () => approve.mutateAsync({ kind: l.kind, id: l._id }))
                  }
                >
                  {t('admin.listingReview.approve')}
                </button>
                <button
                  type="button"
                  className={rowDanger}
                  aria-label={t('admin.listingReview.rejectNamed', { name: l.name })}
                  onClick={() => setRejecting(l)}
                >
                  {t('admin.listingReview.reject')}
                </button>
              </span>
            ),
          },
        ]}
      />
      {rejecting && (
        <RejectDialog
          listing={rejecting}
          busy={reject.isPending}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            void decide(t('admin.listingReview.rejected', { name: rejecting.name }), async () => {
              await reject.mutateAsync({ kind: rejecting.kind, id: rejecting._id, reason });
              setRejecting(null);
            })
          }
        />
      )}
    </div>
  );
}

function RejectDialog({
  listing,
  busy,
  onClose,
  onReject,
}: {
  listing: PendingListing;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    if (!reason.trim()) return setError(t('admin.listingReview.reasonMissing'));
    onReject(reason.trim());
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('admin.listingReview.rejectNamed', { name: listing.name })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('admin.delete.cancel')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={submit}>
            {t('admin.listingReview.rejectListing')}
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('admin.listingReview.reason')}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={1000}
        className={inputClass}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError('');
        }}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </Dialog>
  );
}
