// The state the invoices' supplier (config.ts: Supplier) is registered in, which decides the GST it charges.
import { stateOfGstin } from '@raahi/contract/rules/invoice';
import type { Supplier } from '../../config.ts';

/** The state the supplier is registered in, from its GSTIN (config.ts accepts only GSTINs of a known state). */
export const supplierState = (s: Supplier): string => stateOfGstin(s.gstin) ?? 'Karnataka';
