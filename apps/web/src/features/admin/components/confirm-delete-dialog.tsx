// Shared back-office delete confirmation (G2 may import):
// <ConfirmDeleteDialog open={!!target} itemName={target?.name} onCancel={() => setTarget(null)} onConfirm={…} pending={del.isPending} />
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

type Props = {
  open: boolean;
  /** what is being deleted, e.g. the package's name */
  itemName?: string;
  /** e.g. 'package', used in the title */
  kind?: string;
  onCancel: () => void;
  onConfirm: () => void;
  pending?: boolean;
  /** extra text, e.g. that bookings are kept */
  note?: string;
};

export function ConfirmDeleteDialog({ open, itemName, kind = 'item', onCancel, onConfirm, pending = false, note }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={`Delete ${kind}?`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? 'Deleting…' : 'Delete'}
          </Button>
        </>
      }
    >
      <p>
        Are you sure you want to delete {itemName ? <strong className="text-slate-900">{itemName}</strong> : `this ${kind}`}? This cannot be
        undone.
      </p>
      {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
    </Dialog>
  );
}
