// Asks before removing a room type or a rate plan: one never booked is erased, one with bookings archived.
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { toast } from '../../../../lib/toast.ts';
import { messageOf } from '../../../../lib/api-client.ts';
import { storedWord } from '@raahi/contract/i18n/stored-words';

type Removal = { mutateAsync: (id: string) => Promise<{ archived: boolean }>; isPending: boolean };

export function RemoveDialog({
  target,
  onClose,
  removal,
}: {
  target: { _id: string; name: string } | null;
  onClose: () => void;
  removal: Removal;
}) {
  const t = useT();
  const confirm = async () => {
    if (!target) return;
    try {
      const result = await removal.mutateAsync(target._id);
      toast.success(t(result.archived ? 'admin.rooms.remove.archived' : 'admin.rooms.remove.erased', { name: storedWord(t, target.name) }));
    } catch (err) {
      toast.error(messageOf(err, t('admin.rooms.remove.failed')));
    }
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t('admin.rooms.remove.title', { name: target ? storedWord(t, target.name) : '' })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={removal.isPending}>
            {t('admin.rooms.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={removal.isPending}>
            {removal.isPending ? t('admin.rooms.remove.removing') : t('admin.rooms.remove.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('admin.rooms.remove.note')}</p>
    </Dialog>
  );
}
