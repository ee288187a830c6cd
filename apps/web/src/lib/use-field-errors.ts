import { useState } from 'react';

type Found<F extends string> = Partial<Record<F, string>>;

/**
 * A form's field errors, shown once the guest submits: check() runs `validate`, shows what it found, moves
 * the focus to the first field in error (its element id from `idOf`) and answers whether the form is fine.
 * `validate` may answer later: a check with the contract's schemas loads them when first used.
 */
export function useFieldErrors<F extends string>(validate: () => Found<F> | Promise<Found<F>>, idOf: (field: F) => string) {
  const [errors, setErrors] = useState<Found<F>>({});
  const check = async () => {
    const found = await validate();
    setErrors(found);
    const first = Object.keys(found)[0] as F | undefined;
    if (first) document.getElementById(idOf(first))?.focus();
    return !first;
  };
  return { errors, check };
}
