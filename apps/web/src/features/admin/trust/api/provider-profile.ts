import { getProviderProfile, updateProviderProfile, type ProviderProfileInput } from '@raahi/contract/providers';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { useSave } from '../../api/use-save.ts';

const profileKey = ['admin', 'provider-profile'];

export const useProviderProfile = () => useQuery({ queryKey: profileKey, queryFn: ({ signal }) => call(getProviderProfile, { signal }) });

export const useSaveProviderProfile = () => useSave((body: ProviderProfileInput) => call(updateProviderProfile, { body }), [profileKey]);
