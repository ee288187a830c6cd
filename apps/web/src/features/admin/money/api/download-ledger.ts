import { exportLedgerCsv, type LedgerFilters } from '@raahi/contract/ledger';
import { useMutation } from '@tanstack/react-query';
import { callFile, saveFile } from '../../../../lib/api-client.ts';

/** Downloads the filtered ledger as a CSV file. */
export function useLedgerDownload() {
  return useMutation({ mutationFn: async (filters: LedgerFilters) => saveFile(await callFile(exportLedgerCsv, { query: filters })) });
}
