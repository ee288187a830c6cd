// A hotel's or cab's rating and review count: the platform's (rules/listing-fields.ts), so they are shown
// only to those who may set them (admins); anyone else's form leaves them out of its body too.
import type { Role } from '@raahi/contract/rules/access';
import { maySetListingField } from '@raahi/contract/rules/listing-fields';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextField } from './form-fields.tsx';

type RatingValues = FieldValues & { rating?: number; reviewCount?: number };

export function RatingFields<V extends RatingValues>({
  control,
  role,
  hint,
}: {
  control: Control<V>;
  role: Role | undefined;
  hint: string;
}) {
  return (
    <>
      {maySetListingField(role, 'rating') && (
        <TextField
          control={control}
          name={'rating' as Path<V>}
          label="Rating"
          required
          type="number"
          inputMode="decimal"
          min={0}
          max={5}
          step={0.1}
          hint={hint}
        />
      )}
      {maySetListingField(role, 'reviewCount') && (
        <TextField
          control={control}
          name={'reviewCount' as Path<V>}
          label="Review Count"
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      )}
    </>
  );
}
