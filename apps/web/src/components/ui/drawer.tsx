import { useId, type ReactNode } from 'react';
import { Modal, ModalTitleBar } from './modal.tsx';

/**
 * A side panel on the native <dialog> (focus trapped, Escape closes), for filters on phones.
 * closeLabel names the close button, e.g. 'Close Filters'.
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel = 'Close',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-[min(22rem,90vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="flex h-full flex-col">
        <ModalTitleBar id={titleId} title={title} className="px-4 py-3">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {closeLabel}
          </button>
        </ModalTitleBar>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
      </div>
    </Modal>
  );
}
