// Who a person complains to: the grievance officer (config.ts: GrievanceOfficer) with the company's legal name
// and address (the invoices' supplier: one company, one set of settings).
import type { GrievanceContacts } from '@raahi/contract/grievances';
import { DEMO_OFFICER, supplierOf, type GrievanceOfficer, type Supplier } from '../../config.ts';

/** Who a person complains to, as the Help and complaints page publishes it. */
export const contactsOf = (app: { config: { grievanceOfficer?: GrievanceOfficer; supplier?: Supplier } }): GrievanceContacts => {
  const supplier = supplierOf(app);
  return { officer: app.config.grievanceOfficer ?? DEMO_OFFICER, company: { legalName: supplier.name, address: supplier.address } };
};
