import type { ComponentProps } from 'react';
import { FormInput } from '../../../components/ui/form-input.tsx';

/** An input of the sign-in and register forms. */
export function AuthField(props: Omit<ComponentProps<typeof FormInput>, 'labelClassName' | 'inputClassName'>) {
  return (
    <FormInput
      {...props}
      labelClassName="text-sm font-semibold text-slate-700"
      inputClassName="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-500"
    />
  );
}
