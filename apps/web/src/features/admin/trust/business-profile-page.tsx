// 'Business profile': who the provider's listings name as their seller (legal name, address, city, GSTIN),
// as the Consumer Protection (E-Commerce) Rules ask; the GSTIN is checked for its check character by the
// same rule as the server's (decision 0052).
import { providerProfileInput, type ProviderProfile, type ProviderProfileInput } from '@raahi/contract/providers';
import { ContractFormFrame, useContractForm } from '../components/contract-form.tsx';
import { EditPage } from '../components/form-page.tsx';
import { FormSection, TextAreaField, TextField } from '../components/form-fields.tsx';
import { useProviderProfile, useSaveProviderProfile } from './api/provider-profile.ts';
import { useT } from '../../../lib/i18n.tsx';

type Values = Required<ProviderProfileInput>;

export function Component() {
  const t = useT();
  const query = useProviderProfile();
  return (
    <EditPage
      title={t('admin.nav.businessProfile')}
      description={t('admin.business.description')}
      query={query}
      texts={{ loading: t('admin.business.loading'), error: t('admin.business.loadFailed') }}
      className="max-w-3xl"
    >
      {(profile) => <ProfileForm key={profile.saved ? 'saved' : 'new'} profile={profile} />}
    </EditPage>
  );
}

function ProfileForm({ profile }: { profile: ProviderProfile }) {
  const t = useT();
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
        submitLabel: t('admin.business.save'),
        onSave: save.mutateAsync,
        outcome: { success: t('admin.business.saved'), failure: t('admin.business.saveFailed') },
      }}
    >
      {!profile.saved && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">{t('admin.business.unsaved')}</p>
      )}
      <FormSection title={t('admin.business.yours')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="businessName"
            label={t('admin.business.name')}
            required
            placeholder={t('admin.business.namePlaceholder')}
          />
          <TextField
            control={control}
            name="legalName"
            label={t('admin.business.legalName')}
            required
            placeholder={t('admin.business.legalNamePlaceholder')}
          />
          <TextField control={control} name="city" label={t('admin.business.city')} required />
          <TextField
            control={control}
            name="gstin"
            label="GSTIN"
            placeholder={t('admin.business.gstinPlaceholder')}
            hint={t('admin.business.gstinHint')}
          />
        </div>
        <div className="mt-4">
          <TextAreaField control={control} name="address" label={t('admin.business.address')} required rows={3} />
        </div>
      </FormSection>
    </ContractFormFrame>
  );
}
