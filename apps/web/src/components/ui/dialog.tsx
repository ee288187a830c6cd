import { useId, type ReactNode } from 'react';
import { ICON_PATHS, LineIcon } from './icons.tsx';
import { Modal, ModalTitleBar } from './modal.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** buttons shown at the bottom */
  footer?: ReactNode;
  size?: 'md' | 'lg';
};

/** A centred modal with a title, a close button, scrolling content and an optional row of buttons. */
export function Dialog({ open, onClose, title, children, footer, size = 'md' }: Props) {
  const titleId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60 ${size === 'lg' ? 'max-w-3xl' : 'max-w-lg'}`}
    >
      <div className="flex max-h-[85vh] flex-col">
        <ModalTitleBar id={titleId} title={title} className="px-5 py-4">
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <LineIcon path={ICON_PATHS.close} />
          </button>
        </ModalTitleBar>
        <div className="overflow-y-auto px-5 py-4 text-slate-700">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
      </div>
    </Modal>
  );
}
