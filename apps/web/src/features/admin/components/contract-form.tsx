// Every back-office form: react-hook-form validated by the contract's schema for the request body, so the
// form and the API apply one rule with one wording. A form keeps its values close to the body's shape;
// `toBody` turns them (pictures uploaded) into the body, and the same function shapes what is validated
// (a picture not yet uploaded counts as present). Saving uploads new pictures first, with progress, then
// sends the body; a refusal shows the server's field messages on the fields and an error above the button.
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { REQUIRED } from '@raahi/contract/fields';
import { storedImagePath } from '@raahi/contract/renditions';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  useFormState,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Role } from '@raahi/contract/rules/access';
import { useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { safeParseAsync, type core } from 'zod/mini';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { FormError } from './form-fields.tsx';
import { replaceFiles, UploadProgressScope, UploadSummary, useImageUploads, type ImageUploads, type Resolved } from './image-uploads.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** Stands in for a chosen picture while the values are checked; never sent. */
const NOT_YET_UPLOADED = storedImagePath('00000000-0000-0000-0000-000000000000');

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** `renames` maps a body field to the form field that fills it, e.g. { imagePath: 'image' }. */
const fieldOf = (path: PropertyKey[], renames: Record<string, string>) => {
  const [head, ...rest] = path.map(String);
  return [renames[head!] ?? head, ...rest].join('.');
};

/**
 * A resolver checking `toBody(values)` against the contract's schema. Not zodResolver as it is: an input
 * left empty must say 'This field is required.' even where the schema's own message is about a malformed
 * value (a date's 'Use the format YYYY-MM-DD.'), and only this resolver still sees the input it judged.
 */
export function contractResolver<V extends FieldValues>(
  schema: core.$ZodType,
  toCandidate: (values: V) => unknown,
  renames: Record<string, string> = {},
): Resolver<V> {
  return async (values, _context, options) => {
    const parsed = await safeParseAsync(schema, toCandidate(values), { reportInput: true });
    if (parsed.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = fieldOf(issue.path, renames);
      errors[name] ??= { type: issue.code, message: issue.code !== 'custom' && isEmpty(issue.input) ? REQUIRED : issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** Puts the server's per-field messages (a 400's `fields`) on the matching form fields. */
function applyServerErrors<V extends FieldValues>(err: unknown, form: UseFormReturn<V>, renames: Record<string, string>) {
  if (!(err instanceof ApiError) || !err.fields) return;
  for (const [key, message] of Object.entries(err.fields)) {
    const name = fieldOf(key.replace(/^body\./, '').split('.'), renames);
    form.setError(name as Path<V>, { type: 'server', message });
  }
}

/** What the person is told after saving. */
export type SaveOutcome = {
  success: string;
  /** the toast on failure; the inline text adds the server's reason */
  failure: string;
  /** the inline text on failure, when it differs from the toast's */
  inlineFailure?: string;
  /** a refusal with a meaning of its own (e.g. a taken name): its message replaces both texts */
  explain?: (err: unknown) => string | undefined;
  /** the page to open once saved, e.g. the list; without it the form stays */
  next?: string;
};

/** What a form is told by its page: its button's label, how to save the body and what to say after. */
export type SaveProps<B> = { submitLabel: string; onSave: (body: B) => Promise<unknown>; outcome: SaveOutcome };

export type ContractForm<V extends FieldValues, B> = UseFormReturn<V> & {
  uploads: ImageUploads;
  /** the last submit stopped at the form's own checks (a refusal by the server is told by formError) */
  invalidSubmit: boolean;
  formError: string | null;
  /** a submit handler: validate, upload new pictures, save the body, tell the outcome */
  saveWith: (save: (body: B) => Promise<unknown>, outcome: SaveOutcome) => (e?: FormEvent) => Promise<void>;
};

export function useContractForm<V extends FieldValues, B>({
  schema,
  defaultValues,
  toBody,
  renames = {},
}: {
  schema: core.$ZodType;
  defaultValues: DefaultValues<V>;
  toBody: (values: Resolved<V>) => B;
  renames?: Record<string, string>;
}): ContractForm<V, B> {
  const uploads = useImageUploads();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const form = useForm<V>({
    defaultValues,
    resolver: contractResolver<V>(schema, (values) => toBody(replaceFiles(values, () => NOT_YET_UPLOADED)), renames),
  });
  const saveWith: ContractForm<V, B>['saveWith'] = (save, { success, failure, inlineFailure, explain, next }) =>
    form.handleSubmit(
      async (values) => {
        setInvalidSubmit(false);
        setFormError(null);
        try {
          await save(toBody(await uploads.resolve(values)));
          toast.success(success);
          if (next) void navigate(next);
        } catch (err) {
          applyServerErrors(err, form, renames);
          const known = explain?.(err);
          const detail = messageOf(err, '');
          const inline = inlineFailure ?? failure;
          setFormError(known ?? (detail ? `${inline}: ${detail}` : inline));
          toast.error(known ?? failure);
        }
      },
      () => setInvalidSubmit(true),
    );
  return { ...form, uploads, invalidSubmit, formError, saveWith };
}

/** A hotel's or a cab's form: the signed-in role decides which fields its body carries (rules/listing-fields.ts). */
export function useListingForm<V extends FieldValues, B>(
  schema: core.$ZodType,
  initial: DefaultValues<V>,
  toBody: (values: Resolved<V>, role: Role | undefined) => B,
) {
  const role = useCurrentUser().data?.role;
  const form = useContractForm<V, B>({ schema, defaultValues: initial, toBody: (v) => toBody(v, role) });
  return { role, form, control: form.control };
}

/**
 * The frame of a back-office form: the required-fields note, the fields, and a bar that stays in view
 * with the upload progress, the validation and save errors and the submit button.
 */
export function ContractFormFrame<V extends FieldValues, B>({
  form,
  save: { submitLabel, onSave, outcome },
  note,
  className = '',
  children,
}: {
  form: ContractForm<V, B>;
  save: SaveProps<B>;
  note?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <UploadProgressScope uploads={form.uploads}>
      <form noValidate onSubmit={form.saveWith(onSave, outcome)} className={`space-y-5 ${className}`}>
        <p className="text-sm text-slate-600">{note ?? t('admin.form.required')}</p>
        {children}
        <FormActions form={form} submitLabel={submitLabel} />
      </form>
    </UploadProgressScope>
  );
}

function FormActions<V extends FieldValues, B>({ form, submitLabel }: { form: ContractForm<V, B>; submitLabel: string }) {
  const t = useT();
  const { errors, isSubmitting } = useFormState({ control: form.control });
  const invalid = form.invalidSubmit && !isSubmitting && Object.keys(errors).length > 0;
  return (
    <div className="sticky bottom-0 z-10 space-y-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
      {invalid && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('admin.form.invalid')}
        </p>
      )}
      <FormError message={form.formError} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <UploadSummary uploads={form.uploads} />
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? (form.uploads.active ? t('admin.form.uploading') : t('admin.form.saving')) : submitLabel}
        </Button>
      </div>
    </div>
  );
}
