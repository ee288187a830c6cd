// A back-office save (create, update, delete, …): the call, then what it changed brought up to date — `put`
// stores the saved record where it is read, and the queries under `stale` are fetched again. The save
// resolves once they are, so the page opened next shows the change.
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

export function useSave<A, R>(mutationFn: (arg: A) => Promise<R>, stale: QueryKey[], put?: (qc: QueryClient, saved: R) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      put?.(qc, saved);
      return Promise.all(stale.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
}
