// The demo providers' business profiles: who the listings name as their seller. Each GSTIN is made for
// the state the business is in, with its real check character (rules/gstin.ts).
import { GST_STATE_CODES } from '@raahi/contract/indian-states';
import { gstinCheckCharacter } from '@raahi/contract/rules/gstin';
import { updateProviderProfile } from '@raahi/contract/providers';
import type { Db } from '../client.ts';
import { auditEntries, providerProfiles } from '../schema.ts';

/** A GSTIN for a PAN registered in `state`: its state code, the PAN, entity 1, 'Z' and the check character. */
export function demoGstin(state: string, pan: string): string {
  const first14 = `${GST_STATE_CODES[state] ?? '29'}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** `hotelLocation`: "Kochi, Kerala", where the demo hotel owner's hotel is. */
export async function seedProviderProfiles(db: Db, owners: { hotel: string; cab: string; tour: string }, hotelLocation: string) {
  const [hotelCity = 'Kochi', hotelState = 'Kerala'] = hotelLocation.split(',').map((p) => p.trim());
  const profiles = await db
    .insert(providerProfiles)
    .values([
      {
        userId: owners.hotel,
        businessName: 'Nair Hospitality',
        legalName: 'Nair Hospitality Private Limited',
        address: `12 Harbour View Road, ${hotelCity}, ${hotelState}`,
        city: hotelCity,
        gstin: demoGstin(hotelState, 'AAFCN4821K'),
      },
      {
        userId: owners.cab,
        businessName: 'Singh Cabs',
        legalName: 'Harpreet Singh (Singh Cabs)',
        address: '44 Ring Road, Lajpat Nagar, New Delhi 110024, Delhi',
        city: 'New Delhi',
        // a sole proprietor registers with their own PAN: the fourth letter is P
        gstin: demoGstin('Delhi', 'BQRPS7310H'),
      },
      {
        userId: owners.tour,
        businessName: 'Iyer Journeys',
        legalName: 'Iyer Journeys LLP',
        address: '7 Cathedral Road, Chennai 600086, Tamil Nadu',
        city: 'Chennai',
        gstin: demoGstin('Tamil Nadu', 'AAKFI2093M'),
      },
    ])
    .returning();
  // each provider saved their profile: the trail records it as the call would have
  await db.insert(auditEntries).values(
    profiles.map(({ userId, createdAt, updatedAt: _, ...values }) => ({
      at: createdAt,
      kind: 'change' as const,
      actorId: userId,
      actorRole: userId === owners.hotel ? 'hotel' : userId === owners.cab ? 'cab' : 'tour',
      action: `${updateProviderProfile.method} ${updateProviderProfile.path}`,
      summary: updateProviderProfile.summary,
      status: 200,
      personIds: [userId],
      request: { body: values },
      changes: [{ table: 'provider_profiles', id: userId, old: null, new: values }],
    })),
  );
}
