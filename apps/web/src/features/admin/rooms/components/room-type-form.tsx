// A room type's form, checked by the contract's room type body (the same rule and words as the API);
// photos are uploaded first, with progress, then the body is saved.
import { roomTypeInput, type RoomType, type RoomTypeInput } from '@raahi/contract/rooms';
import { useT } from '../../../../lib/i18n.tsx';
import { ContractFormFrame, useContractForm, type SaveProps } from '../../components/contract-form.tsx';
import { FormSection, LinesField, NumberField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { ImageListField } from '../../components/image-field.tsx';
import type { ImageValue, Resolved } from '../../components/image-uploads.tsx';

export type RoomTypeValues = {
  name: string;
  description: string;
  photos: ImageValue[];
  beds: string[];
  sizeSqm: number;
  baseOccupancy: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  amenities: string[];
  rooms: number;
};

export const roomTypeValues = (r?: RoomType): RoomTypeValues => ({
  name: r?.name ?? '',
  description: r?.description ?? '',
  photos: r?.photos ?? [],
  beds: r?.beds ?? [],
  sizeSqm: r?.sizeSqm ?? Number.NaN,
  baseOccupancy: r?.baseOccupancy ?? 2,
  maxAdults: r?.maxAdults ?? 2,
  maxChildren: r?.maxChildren ?? 0,
  maxOccupancy: r?.maxOccupancy ?? 2,
  amenities: r?.amenities ?? [],
  rooms: r?.rooms ?? Number.NaN,
});

const toBody = (v: Resolved<RoomTypeValues>): RoomTypeInput => ({ ...v, sizeSqm: Number.isNaN(v.sizeSqm) ? null : v.sizeSqm });

export function RoomTypeForm({ initial, ...save }: { initial: RoomTypeValues } & SaveProps<RoomTypeInput>) {
  const t = useT();
  const form = useContractForm<RoomTypeValues, RoomTypeInput>({ schema: roomTypeInput, defaultValues: initial, toBody });
  const { control } = form;
  return (
    <ContractFormFrame form={form} save={save} note={t('admin.rooms.form.required')}>
      <FormSection title={t('admin.rooms.form.about')}>
        <div className="space-y-4">
          <TextField control={control} name="name" label={t('admin.rooms.form.name')} hint={t('admin.rooms.form.nameHint')} required />
          <TextAreaField control={control} name="description" label={t('admin.rooms.form.description')} rows={4} />
          <ImageListField control={control} name="photos" label={t('admin.rooms.form.photos')} hint={t('admin.rooms.form.photosHint')} />
        </div>
      </FormSection>
      <FormSection title={t('admin.rooms.form.roomsAndBeds')} grid="gap-4 sm:grid-cols-2">
        <NumberField
          control={control}
          name="rooms"
          label={t('admin.rooms.form.rooms')}
          hint={t('admin.rooms.form.roomsHint')}
          required
          kind="count"
          min={1}
        />
        <NumberField control={control} name="sizeSqm" label={t('admin.rooms.form.size')} kind="count" min={1} />
        <LinesField
          control={control}
          name="beds"
          label={t('admin.rooms.form.beds')}
          placeholder={t('admin.rooms.form.bedsPlaceholder')}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title={t('admin.rooms.form.occupancy')} grid="gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          control={control}
          name="baseOccupancy"
          label={t('admin.rooms.form.baseOccupancy')}
          hint={t('admin.rooms.form.baseOccupancyHint')}
          required
          kind="count"
          min={1}
        />
        <NumberField control={control} name="maxAdults" label={t('admin.rooms.form.maxAdults')} required kind="count" min={1} />
        <NumberField control={control} name="maxChildren" label={t('admin.rooms.form.maxChildren')} required kind="count" min={0} />
        <NumberField control={control} name="maxOccupancy" label={t('admin.rooms.form.maxOccupancy')} required kind="count" min={1} />
      </FormSection>
      <FormSection title={t('admin.rooms.form.amenities')}>
        <LinesField
          control={control}
          name="amenities"
          label={t('admin.rooms.form.amenities')}
          placeholder={t('admin.rooms.form.amenitiesPlaceholder')}
        />
      </FormSection>
    </ContractFormFrame>
  );
}
