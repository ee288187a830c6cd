// A hotel's or cab's rating and review count: the platform's (rules/listing-fields.ts), so they are shown
// only to those who may set them (admins); anyone else's form leaves them out of its body too.
import type { Role } from '@raahi/contract/rules/access';
import { maySetListingField } from '@raahi/contract/rules/listing-fields';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { NumberField } from './form-fields.tsx';

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
        <NumberField control={control} name={'rating' as Path<V>} label="Rating" required kind="rating" hint={hint} />
      )}
      {maySetListingField(role, 'reviewCount') && (
        <NumberField control={control} name={'reviewCount' as Path<V>} label="Review Count" required kind="count" />
      )}
    </>
  );
}
