// Making someone an admin gives them every account, booking and refund: the dropdown asks first.
import type { AdminUser } from '@raahi/contract/admin-users';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useT } from '../../../../lib/i18n.tsx';

type Props = { user: AdminUser | null; pending: boolean; onCancel: () => void; onConfirm: () => void };

export function GrantAdminDialog({ user, pending, onCancel, onConfirm }: Props) {
  const t = useT();
  return (
    <Dialog
      open={user !== null}
      onClose={onCancel}
      title={user ? t('admin.users.grant.title', { name: user.name }) : t('admin.users.grant.titleAnyone')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('admin.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? t('admin.users.grant.granting') : t('admin.users.grant.confirm')}
          </Button>
        </>
      }
    >
      {user && (
        <p>
          <strong className="text-slate-900">
            {user.name} ({user.email})
          </strong>{' '}
          {t('admin.users.grant.warning')}
        </p>
      )}
    </Dialog>
  );
}
