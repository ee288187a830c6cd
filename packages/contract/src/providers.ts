// Who sells (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)): each hotel owner, cab owner and tour
// manager keeps the business's profile (GET/PUT /api/provider/profile), every listing answer names its
// provider from it, and a provider's details page shows it with their listings (decision 0052).
import * as z from 'zod/mini';
import { anyone, providers } from './collection.ts';
import { pathId, requiredText } from './fields.ts';
import { isGstin } from './rules/gstin.ts';

/** A GSTIN as typed (any case, spaces): upper-cased, spaces removed; '' for a business not registered. */
export const gstinInput = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(20, 'Enter a valid 15-character GSTIN.')),
    z.transform((v: string) => v.replace(/\s+/g, '').toUpperCase()),
  ),
  z
    .string()
    .check(z.refine((v: string) => v === '' || isGstin(v), 'Enter a valid 15-character GSTIN (its last character is a check character).')),
);

export const providerProfileInput = z.object({
  /** the name the business trades under */
  businessName: requiredText(120),
  /** the name it is registered under (on its PAN and GST registration) */
  legalName: requiredText(160),
  /** the registered address */
  address: requiredText(300),
  city: requiredText(80),
  gstin: z._default(gstinInput, ''),
});
export type ProviderProfileInput = z.input<typeof providerProfileInput>;

export const providerProfile = z.object({
  businessName: z.string(),
  legalName: z.string(),
  address: z.string(),
  city: z.string(),
  gstin: z.string(),
  /** false until the provider has saved it: the form starts empty */
  saved: z.boolean(),
});
export type ProviderProfile = z.infer<typeof providerProfile>;

/** Who sells a listing, as every listing answer names it. */
export const listingProvider = z.object({
  /** the provider's account, for their details page (/providers/{providerId}); null when Raahi itself sells */
  providerId: z.nullable(z.string()),
  businessName: z.string(),
  legalName: z.string(),
  city: z.string(),
  /** null when the business is not registered for GST */
  gstin: z.nullable(z.string()),
});
export type ListingProvider = z.infer<typeof listingProvider>;

export const providerDetails = z.object({
  ...listingProvider.shape,
  address: z.string(),
  /** what they sell here, live listings only */
  listings: z.array(z.object({ kind: z.enum(['hotel', 'cab', 'tour']), _id: z.string(), name: z.string() })),
});
export type ProviderDetails = z.infer<typeof providerDetails>;

export const getProviderProfile = providers.get(
  '/api/provider/profile',
  "The caller's business profile, shown as the seller of their listings",
  {
    response: providerProfile,
  },
);
export const updateProviderProfile = providers.put(
  '/api/provider/profile',
  "Save the caller's business profile (a GSTIN is checked for its shape and check character)",
  { body: providerProfileInput, response: providerProfile },
);
export const getProviderDetails = anyone.get('/api/providers/:providerId', "A provider's details page: who they are and what they sell", {
  params: z.object({ providerId: pathId }),
  response: providerDetails,
});
