// Deleting from a back-office list: ask first, then delete and tell the outcome.
//   const deletion = useConfirmDelete(useDeleteBlog(), { success: 'Blog deleted successfully', failure: 'Error deleting blog' });
//   <button onClick={() => deletion.ask(blog)}>Delete</button>
//   <ConfirmDeleteDialog {...deletion.dialog} kind="blog" itemName={deletion.target?.title} />
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';

type Props = {
  open: boolean;
  /** what is being deleted, e.g. the package's name */
  itemName?: string;
  /** e.g. 'package', used in the title */
  kind?: string;
  onCancel: () => void;
  onConfirm: () => void;
  pending?: boolean;
  /** extra text, e.g. that a listing with bookings is archived instead */
  note?: string;
};

export function ConfirmDeleteDialog({ open, itemName, kind, onCancel, onConfirm, pending = false, note }: Props) {
  const t = useT();
  const what = kind ?? t('admin.delete.item');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('admin.delete.title', { kind: what })}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('admin.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? t('admin.delete.deleting') : t('admin.table.delete')}
          </Button>
        </>
      }
    >
      <p>
        {itemName ? (
          <>
            {t('admin.delete.sureBefore')}
            <strong className="text-slate-900">{itemName}</strong>
            {t('admin.delete.sureAfter')}
          </>
        ) : (
          t('admin.delete.sure', { kind: what })
        )}
        {note ? '' : ` ${t('admin.delete.final')}`}
      </p>
      {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
    </Dialog>
  );
}

export type DeleteMutation<R> = {
  mutate: (id: string, options: { onSuccess: (result: R) => void; onError: (err: Error) => void; onSettled: () => void }) => void;
  isPending: boolean;
};

/** The row being deleted and the dialog's props; `failure` may add the server's reason. */
export function useConfirmDelete<T extends { _id: string }, R>(
  mutation: DeleteMutation<R>,
  texts: { success: string; failure: string | ((err: Error) => string) },
) {
  const [target, setTarget] = useState<T | null>(null);
  const onConfirm = () => {
    if (!target) return;
    mutation.mutate(target._id, {
      onSuccess: () => toast.success(texts.success),
      onError: (err) => toast.error(typeof texts.failure === 'string' ? texts.failure : texts.failure(err)),
      onSettled: () => setTarget(null),
    });
  };
  return {
    target,
    ask: (row: T) => setTarget(row),
    dialog: { open: target !== null, pending: mutation.isPending, onCancel: () => setTarget(null), onConfirm },
  };
}
