import type { RegisterBody, User } from '@raahi/contract/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => api<User>('/api/users', { method: 'POST', body }) });
}
