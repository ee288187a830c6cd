import type { ComponentProps } from 'react';

/** A <button>'s props (its ref too: React 19 passes it as a prop) and the look. */
type ButtonProps = ComponentProps<'button'> & { variant?: Variant };

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
const styles: Record<Variant, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 disabled:bg-teal-700/50',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-50',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:opacity-50',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50',
};

export function buttonClass(variant: Variant = 'primary', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed ${styles[variant]} ${extra}`;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}

/** The button of a call the person starts (a mutation): disabled, and saying `busy`, while the call runs. */
export function CallButton({ call, busy, disabled, children, ...rest }: ButtonProps & { call: { isPending: boolean }; busy: string }) {
  return (
    <Button disabled={call.isPending || disabled} {...rest}>
      {call.isPending ? busy : children}
    </Button>
  );
}
