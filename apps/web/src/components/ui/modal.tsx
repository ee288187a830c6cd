import { useEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';

type Props = Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel' | 'onClose' | 'onClick'> & {
  open: boolean;
  onClose: () => void;
  /** a click on the backdrop closes too */
  closeOnBackdrop?: boolean;
  children: ReactNode;
};

/**
 * The native <dialog> shown as a modal: showModal() traps focus inside and makes the rest inert, Escape
 * asks onClose, and focus returns to where it was. The content is rendered only while open.
 * Dialog, Drawer and PhotoViewer are built on it.
 */
export function Modal({ open, onClose, closeOnBackdrop = true, children, ...rest }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      {...rest}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={closeOnBackdrop ? (e) => e.target === ref.current && onClose() : undefined}
    >
      {open && children}
    </dialog>
  );
}
