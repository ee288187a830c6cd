// Who sells a listing, on its page: the provider's business, legal name, city and GSTIN, and a link to
// their details page (decision 0052). Raahi's own listings say so.
import type { ListingProvider } from '@raahi/contract/providers';
import { providerPath } from '@raahi/contract/site-paths';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../lib/i18n.tsx';

export function SoldBy({ provider, className = '' }: { provider: ListingProvider | undefined; className?: string }) {
  const at = useLocalePath();
  const t = useT();
  if (!provider) return null;
  const names =
    provider.legalName && provider.legalName !== provider.businessName
      ? `${provider.businessName} (${provider.legalName})`
      : provider.businessName;
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      <span className="font-semibold text-slate-900">{t('common.soldBy.by')} </span>
      {provider.providerId ? (
        <Link to={at(providerPath(provider.providerId))} className="font-semibold text-teal-800 underline">
          {names}
        </Link>
      ) : (
        <span className="font-semibold">{names}</span>
      )}
      {provider.city && <span>, {provider.city}</span>}
      <span> · {provider.gstin ? t('common.soldBy.gstin', { gstin: provider.gstin }) : t('common.soldBy.noGst')}</span>
    </p>
  );
}
