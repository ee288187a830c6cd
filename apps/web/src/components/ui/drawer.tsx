import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

/** A side panel for filters on phones: a Dialog along the left edge whose close button says closeLabel, e.g. 'Close Filters'. */
export function Drawer({
  closeLabel,
  ...props
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel?: string;
  children: ReactNode;
}) {
  return <Dialog {...props} size="side" closeLabel={closeLabel} />;
}
