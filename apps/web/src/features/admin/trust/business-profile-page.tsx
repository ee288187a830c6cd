// 'Business profile': who the provider's listings name as their seller (legal name, address, city, GSTIN),
// as the Consumer Protection (E-Commerce) Rules ask; the GSTIN is checked for its check character by the
// same rule as the server's (decision 0052).
import { providerProfileInput, type ProviderProfile, type ProviderProfileInput } from '@raahi/contract/providers';
import { ContractFormFrame, useContractForm } from '../components/contract-form.tsx';
import { EditPage } from '../components/form-page.tsx';
import { FormSection, TextAreaField, TextField } from '../components/form-fields.tsx';
import { useProviderProfile, useSaveProviderProfile } from './api/provider-profile.ts';

type Values = Required<ProviderProfileInput>;

export function Component() {
  const query = useProviderProfile();
  return (
    <EditPage
      title="Business profile"
      description="Every listing of yours names this business as its seller, with a link to its details page."
      query={query}
      texts={{ loading: 'Loading your business profile…', error: 'We could not load your business profile.' }}
      className="max-w-3xl"
    >
      {(profile) => <ProfileForm key={profile.saved ? 'saved' : 'new'} profile={profile} />}
    </EditPage>
  );
}

function ProfileForm({ profile }: { profile: ProviderProfile }) {
  const save = useSaveProviderProfile();
  const { businessName, legalName, address, city, gstin } = profile;
  const form = useContractForm<Values, Values>({
    schema: providerProfileInput,
    defaultValues: { businessName, legalName, address, city, gstin },
    toBody: (v) => v,
  });
  const { control } = form;
  return (
    <ContractFormFrame
      form={form}
      save={{
        submitLabel: 'Save business profile',
        onSave: save.mutateAsync,
        outcome: { success: 'Business profile saved', failure: 'Error saving the business profile' },
      }}
    >
      {!profile.saved && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Until you save a profile, your listings name you by your account&apos;s name, without a GSTIN.
        </p>
      )}
      <FormSection title="Your business">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="businessName" label="Business name" required placeholder="The name you trade under" />
          <TextField control={control} name="legalName" label="Legal name" required placeholder="As on your PAN and GST registration" />
          <TextField control={control} name="city" label="City" required />
          <TextField
            control={control}
            name="gstin"
            label="GSTIN"
            placeholder="Leave empty if not registered for GST"
            hint="15 characters; the last one is a check character."
          />
        </div>
        <div className="mt-4">
          <TextAreaField control={control} name="address" label="Registered address" required rows={3} />
        </div>
      </FormSection>
    </ContractFormFrame>
  );
}
