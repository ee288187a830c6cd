// The grievance officer the Consumer Protection (E-Commerce) Rules 2020 require a marketplace to name
// (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL, GRIEVANCE_OFFICER_PHONE), with the company's legal name
// and address (the invoices' supplier: one company, one set of settings).
import type { GrievanceContacts } from '@raahi/contract/grievances';
import { supplierOf, type Supplier } from '../invoices/supplier.ts';

export type GrievanceOfficer = { name: string; email: string; phone: string };

/** The demo's officer; a real deployment sets its own three settings. */
export const DEMO_OFFICER: GrievanceOfficer = {
  name: 'Vikram Rao',
  email: 'grievance.officer@raahi.example',
  phone: '+91 80 4567 8900',
};

/** Who a person complains to, as the Help and complaints page publishes it. */
export const contactsOf = (app: { config: { grievanceOfficer?: GrievanceOfficer; supplier?: Supplier } }): GrievanceContacts => {
  const supplier = supplierOf(app);
  return { officer: app.config.grievanceOfficer ?? DEMO_OFFICER, company: { legalName: supplier.name, address: supplier.address } };
};
