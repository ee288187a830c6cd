// Who issues the invoices: Raahi, the supplier on every tax invoice and credit note
// (INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS, INVOICE_SUPPLIER_GSTIN; decision 0023).
import { stateOfGstin } from '@raahi/contract/rules/invoice';

export type Supplier = { name: string; address: string; gstin: string };

/** The demo's supplier; a real deployment sets its own three settings. */
export const DEMO_SUPPLIER: Supplier = {
  name: 'Raahi Travels Private Limited',
  address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
  gstin: '29AABCR1234M1Z9',
};

/** The state the supplier is registered in, from its GSTIN (config.ts accepts only GSTINs of a known state). */
export const supplierState = (s: Supplier): string => stateOfGstin(s.gstin) ?? 'Karnataka';

/** The supplier this app was configured with (tests and the demo: DEMO_SUPPLIER). */
export const supplierOf = (app: { config: { supplier?: Supplier } }): Supplier => app.config.supplier ?? DEMO_SUPPLIER;
