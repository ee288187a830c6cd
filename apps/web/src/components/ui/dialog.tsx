import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { CloseButton } from './icon-buttons.tsx';
import { Modal } from './modal.tsx';

const CENTRED = { column: 'max-h-[85vh]', bar: 'px-5 py-4', body: 'overflow-y-auto px-5 py-4 text-slate-700' };
const LOOKS = {
  md: { ...CENTRED, panel: 'm-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60' },
  lg: { ...CENTRED, panel: 'm-auto w-[calc(100%-2rem)] max-w-3xl rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60' },
  /** full screen on phones, a box from 640 px */
  sheet: {
    panel:
      'm-0 h-full max-h-none w-full max-w-none bg-white p-0 backdrop:bg-slate-900/60 sm:m-auto sm:h-auto sm:max-h-[85vh] sm:w-[calc(100%-2rem)] sm:max-w-md sm:rounded-2xl sm:shadow-2xl',
    column: 'h-full sm:h-auto sm:max-h-[85vh]',
    bar: 'px-4 py-3',
    body: 'flex-1 overflow-y-auto px-4 py-2 text-slate-700',
  },
  side: {
    panel: 'fixed inset-y-0 left-0 m-0 h-full max-h-none w-[min(22rem,90vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-slate-900/60',
    column: 'h-full',
    bar: 'px-4 py-3',
    body: 'flex-1 overflow-y-auto px-4 py-4',
  },
};

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** buttons shown at the bottom */
  footer?: ReactNode;
  /** centred (md, lg), full screen on phones (sheet) or a panel along the left edge (side, see Drawer) */
  size?: keyof typeof LOOKS;
  /** a close button with this text; without it, an × button named 'Close' in the page's language */
  closeLabel?: string;
};

/**
 * A modal with its title (the dialog's name), a close button, scrolling content and an optional row of buttons.
 * The title names the dialog through aria-label, not a useId id, which can clash on a server-rendered page
 * (decision 0035).
 */
export function Dialog({ open, onClose, title, children, footer, size = 'md', closeLabel }: Props) {
  const t = useT();
  const look = LOOKS[size];
  return (
    <Modal open={open} onClose={onClose} aria-label={title} className={look.panel}>
      <div className={`flex flex-col ${look.column}`}>
        <div className={`flex items-center justify-between border-b border-slate-200 ${look.bar}`}>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {closeLabel ? (
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              {closeLabel}
            </button>
          ) : (
            <CloseButton
              label={t('common.dialog.close')}
              onClick={onClose}
              className="rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              iconClassName="h-5 w-5"
            />
          )}
        </div>
        <div className={look.body}>{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
      </div>
    </Modal>
  );
}
