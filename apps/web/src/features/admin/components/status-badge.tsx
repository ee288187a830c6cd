// Shared booking status badge (G2 may import): Pending (amber), Confirmed (green), Cancelled (red).
import type { BookingStatus } from '@raahi/contract/common';

const STYLES: Record<BookingStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  Confirmed: 'bg-green-50 text-green-800 ring-green-200',
  Cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

export function StatusBadge({ status }: { status: BookingStatus | null | undefined }) {
  const s = status ?? 'Pending';
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[s]}`}>{s}</span>;
}
