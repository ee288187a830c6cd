// Cancelling a booking of several rooms: each room's share of what was paid, what it gives back and keeps,
// under its own plan's policy (decision 0077), as the refund preview answers them.
import type { RefundPreview } from '@raahi/contract/payments';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { useT } from '../../../lib/i18n.tsx';
import { storedWord } from '@raahi/contract/i18n/stored-words';

export function RefundRooms({ rooms }: { rooms: NonNullable<RefundPreview['rooms']> }) {
  const t = useT();
  return (
    <ul className="mt-2 space-y-1 text-sm text-red-900" data-testid="refund-rooms" aria-label={t('account.refund.rooms')}>
      {rooms.map((r) => (
        <li key={r.room}>
          <span className="font-medium">
            {t('account.refund.room', {
              number: r.room + 1,
              roomType: storedWord(t, r.roomTypeName),
              refund: rupeesExact(r.refund),
              paid: rupeesExact(r.paid),
            })}
          </span>
          {r.fee > 0 && <span>{t('account.refund.roomFee', { fee: rupeesExact(r.fee) })}</span>}
          <span className="block text-xs text-red-800">{r.policy}</span>
        </li>
      ))}
    </ul>
  );
}
