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

const KIND_NAME = { hotel: 'Hotel', cab: 'Cab' } as const;

export function Component() {
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
      setOutcome({ ok: false, text: messageOf(err, 'The decision was not saved. Please try again.') });
    }
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Listings to review" description="Hotels and cabs owners added. Travellers see one only after you approve it." />
      {outcome && (
        <p
          role="status"
          className={`mb-4 rounded-xl px-4 py-3 text-sm ${outcome.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
        >
          {outcome.text}
        </p>
      )}
      <DataTable
        caption="Listings waiting for review"
        rows={queue.data}
        rowKey={(l) => `${l.kind}:${l._id}`}
        load={queue}
        emptyText="Nothing to review."
        emptyHint="New hotels and cabs from owners appear here."
        countText={(n) => `${n} waiting`}
        columns={[
          { header: 'Listing', cell: (l) => l.name, sortBy: (l) => l.name, phone: 'title' },
          { header: 'Kind', cell: (l) => KIND_NAME[l.kind], sortBy: (l) => l.kind },
          { header: 'Where / type', label: 'Where / type', cell: (l) => l.detail },
          { header: 'Owner', cell: (l) => (l.owner ? `${l.owner.name} (${l.owner.email})` : '—') },
          { header: 'Sent', cell: (l) => formatDateTime(l.submittedAt), sortBy: (l) => l.submittedAt },
          {
            header: <span className="sr-only">Decision</span>,
            label: 'Decision',
            phone: 'actions',
            cell: (l) => (
              <span className="flex gap-1">
                <button
                  type="button"
                  className={rowAction}
                  disabled={approve.isPending}
                  aria-label={`Approve ${l.name}`}
                  onClick={() => void decide(`${l.name} is approved and live.`, () => approve.mutateAsync({ kind: l.kind, id: l._id }))}
                >
                  Approve
                </button>
                <button type="button" className={rowDanger} aria-label={`Reject ${l.name}`} onClick={() => setRejecting(l)}>
                  Reject
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
            void decide(`${rejecting.name} is rejected; its owner sees your reason.`, async () => {
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
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    if (!reason.trim()) return setError('Tell the owner what to change.');
    onReject(reason.trim());
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Reject ${listing.name}`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={busy} onClick={submit}>
            Reject listing
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Reason the owner will read
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
