// The hotel form of the admin add/edit screens and the owner's edit screen: every field of the hotel,
// pictures uploaded first (with progress), then the body is handed to onSave.
import type { HotelInput } from '@raahi/contract/hotels';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import {
  CheckboxField,
  ImageField,
  ImagesField,
  LinesField,
  TextAreaField,
  TextField,
  UploadProgress,
  type ImageValue,
} from '../../components/listing-fields.tsx';
import { FormSection } from '../../components/form-fields.tsx';
import { pendingFiles, uploadNewImages } from '../../components/listing-images.ts';
import { HOTEL_SECTIONS, toHotelInput, type FieldErrors, type HotelFormValues, type SectionKey } from './hotel-form-values.ts';

type Props = {
  initial: HotelFormValues;
  submitLabel: string;
  /** admins may feature a hotel; owners may not */
  showFeatured: boolean;
  /** saves the body; throws on failure (the page shows its toast) */
  onSave: (body: HotelInput) => Promise<void>;
  /** the inline error of the last failed save */
  saveError?: string | null;
  /** shown when the upload fails */
  onUploadError: (err: unknown) => void;
};

const pathOr = (v: ImageValue | null) => (typeof v === 'string' ? v : '');

export function HotelForm({ initial, submitLabel, showFeatured, onSave, saveError, onUploadError }: Props) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const set =
    <K extends keyof HotelFormValues>(k: K) =>
    (value: HotelFormValues[K]) =>
      setV((s) => ({ ...s, [k]: value }));
  const setDetail = (k: keyof HotelFormValues['hotelDetails']) => (value: string) =>
    setV((s) => ({ ...s, hotelDetails: { ...s.hotelDetails, [k]: value } }));
  const setSection = (key: SectionKey, patch: Partial<HotelFormValues['sections'][SectionKey]>) =>
    setV((s) => ({ ...s, sections: { ...s.sections, [key]: { ...s.sections[key], ...patch } } }));
  const sectionImgPaths = (f: (x: ImageValue | null) => string) =>
    Object.fromEntries(HOTEL_SECTIONS.map(({ key }) => [key, f(v.sections[key].img)])) as Record<SectionKey, string>;

  async function submit(e: FormEvent) {
    e.preventDefault();
    // check everything before uploading anything
    const check = toHotelInput(
      v,
      { imageUrl: pathOr(v.imageUrl), images: v.images.map((x) => pathOr(x)), sectionImgs: sectionImgPaths(pathOr) },
      showFeatured,
    );
    setErrors(check.errors);
    if (!check.body) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const all: (ImageValue | null)[] = [v.imageUrl, ...v.images, ...HOTEL_SECTIONS.map(({ key }) => v.sections[key].img)];
      let paths: (string | null)[];
      if (pendingFiles(all)) {
        setProgress(0);
        try {
          paths = await uploadNewImages(all, setProgress);
        } catch (err) {
          onUploadError(err);
          return;
        } finally {
          setProgress(null);
        }
      } else paths = all as (string | null)[];
      const n = v.images.length;
      const sectionImgs = Object.fromEntries(HOTEL_SECTIONS.map(({ key }, i) => [key, paths[1 + n + i] ?? ''])) as Record<
        SectionKey,
        string
      >;
      const images = paths.slice(1, 1 + n).filter((p): p is string => !!p);
      const final = toHotelInput(v, { imageUrl: paths[0] ?? '', images, sectionImgs }, showFeatured);
      if (!final.body) return setErrors(final.errors);
      // keep the uploaded paths so a retry does not upload again
      setV((s) => ({
        ...s,
        imageUrl: paths[0] ?? null,
        images,
        sections: Object.fromEntries(
          HOTEL_SECTIONS.map(({ key }) => [key, { ...s.sections[key], img: sectionImgs[key] || null }]),
        ) as HotelFormValues['sections'],
      }));
      await onSave(final.body).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  const err = (k: string) => errors[k];
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={busy}>
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-600">*</span> are required.
      </p>
      <FormSection title="Basic details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Hotel Name" required value={v.name} onValue={set('name')} error={err('name')} />
          <TextField
            label="Location"
            required
            value={v.location}
            onValue={set('location')}
            error={err('location')}
            hint="City and state, e.g. Udaipur, Rajasthan"
          />
          <TextField
            label="Distance"
            required
            value={v.distance}
            onValue={set('distance')}
            error={err('distance')}
            hint="e.g. 2 km from City Palace"
          />
          <TextField
            label="Category"
            required
            value={v.category}
            onValue={set('category')}
            error={err('category')}
            hint="e.g. Heritage, Beach, Business"
          />
          <TextField
            label="Property Type"
            required
            value={v.type}
            onValue={set('type')}
            error={err('type')}
            hint="e.g. Hotel, Resort, Villa"
          />
          <TextField
            label="Star Category"
            required
            type="number"
            inputMode="numeric"
            min={0}
            max={5}
            step={1}
            value={v.star}
            onValue={set('star')}
            error={err('star')}
            hint="Whole stars, 0 to 5"
          />
          <TextField
            label="Rating"
            required
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.1}
            value={v.rating}
            onValue={set('rating')}
            error={err('rating')}
            hint="Guest rating 0 to 5, steps of 0.1"
          />
          <TextField
            label="Review Count"
            required
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={v.reviewCount}
            onValue={set('reviewCount')}
            error={err('reviewCount')}
          />
        </div>
        {showFeatured && (
          <div className="mt-4">
            <CheckboxField
              label="Featured"
              checked={v.featured}
              onChecked={set('featured')}
              hint="Featured hotels are shown first to visitors."
            />
          </div>
        )}
      </FormSection>

      <FormSection title="Price and rooms">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Price per night (₹)"
            required
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={v.price}
            onValue={set('price')}
            error={err('price')}
          />
          <TextField
            label="Taxes and fees per night (₹)"
            required
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={v.taxes}
            onValue={set('taxes')}
            error={err('taxes')}
          />
          <TextField
            label="Rooms"
            required
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={v.rooms}
            onValue={set('rooms')}
            error={err('rooms')}
            hint="Rooms the hotel can sell each night"
          />
          <TextField
            label="Price Highlight"
            required
            value={v.hotelPriceHighlight}
            onValue={set('hotelPriceHighlight')}
            error={err('hotelPriceHighlight')}
            hint="e.g. Free cancellation till 24 hours before check-in"
          />
          <TextField
            label="Price Text"
            required
            value={v.hotelDetails.price}
            onValue={setDetail('price')}
            error={err('hotelDetails.price')}
            hint="The price as shown to visitors, e.g. ₹4,500"
          />
          <TextField
            label="Price Description"
            required
            value={v.hotelDetails.priceDescription}
            onValue={setDetail('priceDescription')}
            error={err('hotelDetails.priceDescription')}
            hint="e.g. per night for 2 adults"
          />
          <TextField
            label="Price Location"
            required
            value={v.hotelDetails.priceLocation}
            onValue={setDetail('priceLocation')}
            error={err('hotelDetails.priceLocation')}
            hint="Where the price applies, e.g. Jaipur, Rajasthan"
            className="sm:col-span-2"
          />
        </div>
      </FormSection>

      <FormSection title="About this hotel">
        <TextAreaField
          label="Description"
          required
          rows={5}
          value={v.hotelDetails.description}
          onValue={setDetail('description')}
          error={err('hotelDetails.description')}
        />
      </FormSection>

      <FormSection title="Pictures">
        <div className="space-y-4">
          <ImageField
            label="Cover Image"
            value={v.imageUrl}
            onValue={set('imageUrl')}
            hint="JPEG, PNG, WebP or AVIF up to 5 MB. Uploaded when you save."
          />
          <ImagesField
            label="Gallery Images"
            values={v.images}
            onValues={set('images')}
            hint="Choose one or more pictures; remove any you no longer want."
          />
        </div>
      </FormSection>

      <FormSection title="Amenities, facilities and inclusions">
        <div className="grid gap-5 md:grid-cols-3">
          <LinesField label="Amenities" items={v.amenities} onItems={set('amenities')} placeholder="e.g. Swimming pool" />
          <LinesField label="Facilities" items={v.facilities} onItems={set('facilities')} placeholder="e.g. Free Wi-Fi" />
          <LinesField label="Inclusions" items={v.inclusions} onItems={set('inclusions')} placeholder="e.g. Breakfast" />
        </div>
      </FormSection>

      {HOTEL_SECTIONS.map(({ key, heading }) => (
        <FormSection key={key} title={heading}>
          <div className="space-y-4">
            <TextField
              label={`${heading} title`}
              required
              value={v.sections[key].title}
              onValue={(title) => setSection(key, { title })}
              error={err(`${key}.title`)}
            />
            <LinesField
              label={`${heading} description`}
              variant="lines"
              items={v.sections[key].description}
              onItems={(description) => setSection(key, { description })}
              placeholder="Add a line and press Enter"
            />
            <ImageField label={`${heading} image`} value={v.sections[key].img} onValue={(img) => setSection(key, { img })} />
          </div>
        </FormSection>
      ))}

      <div className="sticky bottom-0 z-10 space-y-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
        <UploadProgress percent={progress} />
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
