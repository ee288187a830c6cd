// Making someone an admin gives them every account, booking and refund: the dropdown asks first.
import type { AdminUser } from '@raahi/contract/admin-users';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';

type Props = { user: AdminUser | null; pending: boolean; onCancel: () => void; onConfirm: () => void };

export function GrantAdminDialog({ user, pending, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={user !== null}
      onClose={onCancel}
      title={user ? `Make ${user.name} an admin?` : 'Make an admin?'}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? 'Granting…' : 'Make admin'}
          </Button>
        </>
      }
    >
      {user && (
        <p>
          <strong className="text-slate-900">
            {user.name} ({user.email})
          </strong>{' '}
          will be able to see and change every account, listing and booking, cancel and refund any booking, and make other admins. Grant
          this only to someone who runs Raahi.
        </p>
      )}
    </Dialog>
  );
}
