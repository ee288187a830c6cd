// The cab form of Add Cab, Edit Cab and the cab owner's edit: every field required but the picture,
// which is uploaded first (with progress) when a new one is chosen.
import type { Cab, CabInput } from '@raahi/contract/cabs';
import { cabInput } from '@raahi/contract/cabs';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ImageField, LinesField, TextField, UploadProgress, type ImageValue } from '../../components/listing-fields.tsx';
import { FormSection } from '../../components/form-fields.tsx';
import { uploadNewImages } from '../../components/listing-images.ts';

type Values = {
  model: string;
  type: string;
  imageUrl: ImageValue | null;
  seats: string;
  kmsIncluded: string;
  extraKmFare: string;
  fuelType: string;
  cancellation: string;
  rating: string;
  reviewCount: string;
  travelType: string;
  originalPrice: string;
  discountedPrice: string;
  taxes: string;
  inclusions: string[];
  exclusions: string[];
};
type Errors = Record<string, string>;

const NUMBERS = ['seats', 'kmsIncluded', 'extraKmFare', 'rating', 'reviewCount', 'originalPrice', 'discountedPrice', 'taxes'] as const;

export const emptyCabValues = (): Values => ({
  model: '',
  type: '',
  imageUrl: null,
  seats: '',
  kmsIncluded: '',
  extraKmFare: '',
  fuelType: '',
  cancellation: '',
  rating: '',
  reviewCount: '',
  travelType: '',
  originalPrice: '',
  discountedPrice: '',
  taxes: '',
  inclusions: [],
  exclusions: [],
});

export const cabToValues = (c: Cab): Values => ({
  model: c.model,
  type: c.type,
  imageUrl: c.imageUrl || null,
  seats: String(c.seats),
  kmsIncluded: String(c.kmsIncluded),
  extraKmFare: String(c.extraKmFare),
  fuelType: c.fuelType,
  cancellation: c.cancellation,
  rating: String(c.rating),
  reviewCount: String(c.reviewCount),
  travelType: c.travelType,
  originalPrice: String(c.originalPrice),
  discountedPrice: String(c.discountedPrice),
  taxes: String(c.taxes),
  inclusions: [...c.inclusions],
  exclusions: [...c.exclusions],
});

function toInput(v: Values, imageUrl: string): { body?: CabInput; errors: Errors } {
  const errors: Errors = {};
  const nums = {} as Record<(typeof NUMBERS)[number], number>;
  for (const k of NUMBERS) {
    const raw = v[k].trim();
    if (raw === '') errors[k] = 'This field is required.';
    else if (!Number.isFinite(Number(raw))) errors[k] = 'Enter a number.';
    nums[k] = Number(raw);
  }
  const candidate = {
    model: v.model,
    type: v.type,
    fuelType: v.fuelType,
    cancellation: v.cancellation,
    travelType: v.travelType,
    ...nums,
    imageUrl,
    inclusions: v.inclusions,
    exclusions: v.exclusions,
  };
  const parsed = cabInput.safeParse(candidate);
  if (!parsed.success) for (const i of parsed.error.issues) errors[i.path.join('.')] ??= i.message;
  if (Object.keys(errors).length || !parsed.success) return { errors };
  return { body: candidate as CabInput, errors };
}

function Suggestions({ id, options }: { id: string; options: string[] }) {
  return (
    <datalist id={id}>
      {options.map((o) => (
        <option key={o} value={o} />
      ))}
    </datalist>
  );
}

type Props = {
  initial: Values;
  submitLabel?: string;
  onSave: (body: CabInput) => Promise<void>;
  saveError?: string | null;
  onUploadError: (err: unknown) => void;
};

export function CabForm({ initial, submitLabel = 'Save Changes', onSave, saveError, onUploadError }: Props) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const set =
    <K extends keyof Values>(k: K) =>
    (value: Values[K]) =>
      setV((s) => ({ ...s, [k]: value }));
  const num = (k: (typeof NUMBERS)[number]) =>
    ({ type: 'number', value: v[k], onValue: set(k), error: errors[k], required: true }) as const;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const check = toInput(v, typeof v.imageUrl === 'string' ? v.imageUrl : '');
    setErrors(check.errors);
    if (!check.body) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      let imageUrl = typeof v.imageUrl === 'string' ? v.imageUrl : '';
      if (v.imageUrl instanceof File) {
        setProgress(0);
        try {
          [imageUrl] = (await uploadNewImages([v.imageUrl], setProgress)) as [string];
        } catch (err) {
          onUploadError(err);
          return;
        } finally {
          setProgress(null);
        }
        setV((s) => ({ ...s, imageUrl }));
      }
      const final = toInput(v, imageUrl);
      if (!final.body) return setErrors(final.errors);
      await onSave(final.body).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={busy}>
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-600">*</span> are required; the image is optional.
      </p>
      <FormSection title="The cab">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Cab Model"
            required
            value={v.model}
            onValue={set('model')}
            error={errors.model}
            hint="e.g. Toyota Innova Crysta"
          />
          <TextField
            label="Cab Type"
            required
            value={v.type}
            onValue={set('type')}
            error={errors.type}
            list={`${ids}-types`}
            hint="e.g. Sedan, SUV, Hatchback"
          />
          <TextField label="Seats" {...num('seats')} inputMode="numeric" min={1} step={1} />
          <TextField
            label="Fuel Type"
            required
            value={v.fuelType}
            onValue={set('fuelType')}
            error={errors.fuelType}
            list={`${ids}-fuels`}
          />
          <TextField
            label="Travel Type"
            required
            value={v.travelType}
            onValue={set('travelType')}
            error={errors.travelType}
            list={`${ids}-travel`}
            hint="e.g. Outstation, One Way, Round Trip"
          />
          <TextField
            label="Cancellation Policy"
            required
            value={v.cancellation}
            onValue={set('cancellation')}
            error={errors.cancellation}
          />
        </div>
        <Suggestions id={`${ids}-types`} options={['Hatchback', 'Sedan', 'SUV', 'MUV', 'Tempo Traveller']} />
        <Suggestions id={`${ids}-fuels`} options={['Petrol', 'Diesel', 'CNG', 'Electric']} />
        <Suggestions id={`${ids}-travel`} options={['Outstation', 'One Way', 'Round Trip', 'Airport Transfer', 'Local']} />
        <div className="mt-4">
          <ImageField
            label="Cab Image"
            value={v.imageUrl}
            onValue={set('imageUrl')}
            hint="Optional. JPEG, PNG, WebP or AVIF up to 5 MB; uploaded when you save."
          />
        </div>
      </FormSection>
      <FormSection title="Distance and price">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="KMs Included" {...num('kmsIncluded')} inputMode="numeric" min={0} step={1} />
          <TextField label="Extra KM Fare (₹ per km)" {...num('extraKmFare')} inputMode="decimal" min={0} step={0.01} />
          <TextField label="Original Price (₹)" {...num('originalPrice')} inputMode="decimal" min={0} step={0.01} />
          <TextField label="Discounted Price (₹)" {...num('discountedPrice')} inputMode="decimal" min={0} step={0.01} />
          <TextField label="Taxes (%)" {...num('taxes')} inputMode="decimal" min={0} max={100} step={0.01} />
        </div>
      </FormSection>
      <FormSection title="Rating">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Rating" {...num('rating')} inputMode="decimal" min={0} max={5} step={0.1} hint="0 to 5, steps of 0.1" />
          <TextField label="Review Count" {...num('reviewCount')} inputMode="numeric" min={0} step={1} />
        </div>
      </FormSection>
      <FormSection title="Inclusions and exclusions">
        <div className="grid gap-5 md:grid-cols-2">
          <LinesField label="Inclusions" items={v.inclusions} onItems={set('inclusions')} placeholder="e.g. Driver allowance" />
          <LinesField label="Exclusions" items={v.exclusions} onItems={set('exclusions')} placeholder="e.g. Toll charges" />
        </div>
      </FormSection>
      <div className="sticky bottom-0 z-10 space-y-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
        <UploadProgress percent={progress} label="Uploading image" />
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            Please correct the highlighted fields.
          </p>
        )}
        {saveError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {saveError}
          </p>
        )}
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
