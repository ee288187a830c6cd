import { useState } from 'react';

/**
 * A form's field errors, shown once the guest submits: check() runs `validate`, shows what it found, moves
 * the focus to the first field in error (its element id from `idOf`) and answers whether the form is fine.
 */
export function useFieldErrors<F extends string>(validate: () => Partial<Record<F, string>>, idOf: (field: F) => string) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const check = () => {
    const found = validate();
    setErrors(found);
    const first = Object.keys(found)[0] as F | undefined;
    if (first) document.getElementById(idOf(first))?.focus();
    return !first;
  };
  return { errors, check };
}
