// GST on what Raahi sells, as in force from 22 September 2025 (docs/decisions/0017-gst-rates-and-invoices.md
// records the sources). One place for the rates: the pricing functions, the cards and the invoice read them.
// Zod-free.

export const GST_SERVICES = ['hotel', 'tour', 'cab'] as const;
export type GstService = (typeof GST_SERVICES)[number];

/** A hotel room whose tariff per night is at most this (rupees) is taxed at the lower slab. */
export const HOTEL_TARIFF_SLAB_RUPEES = 7500;

/** SAC codes (the services' classification on the invoice). */
export const SAC_CODES: Record<GstService, string> = {
  hotel: '996311', // room or unit accommodation services
  tour: '998552', // tour operator services
  cab: '996601', // rental of road vehicles (motor cabs) with operator
};

export const SERVICE_NAMES: Record<GstService, string> = {
  hotel: 'Hotel accommodation',
  tour: 'Tour operator services',
  cab: 'Passenger transport by motor cab',
};

/**
 * The GST rate (percent) of a service. A hotel room is taxed by its nightly tariff (paise): up to
 * ₹7,500 a night 5 %, above it 18 %. Tour operator services and passenger transport by cab: 5 %.
 */
export function gstRate(service: GstService, nightlyTariffPaise = 0): number {
  if (service === 'hotel') return nightlyTariffPaise <= HOTEL_TARIFF_SLAB_RUPEES * 100 ? 5 : 18;
  return 5;
}

/** The tax on a taxable value (paise) at `rate` percent, rounded to the paisa. */
export const gstOn = (taxablePaise: number, rate: number): number => Math.round((taxablePaise * rate) / 100);

/**
 * How an invoice splits the tax: CGST + SGST halves when supplier and recipient are in one state
 * (an odd paisa goes to SGST), IGST otherwise.
 */
export function splitGst(taxPaise: number, rate: number, sameState: boolean) {
  if (!sameState) return { igst: taxPaise, igstRate: rate, cgst: 0, sgst: 0, halfRate: 0 };
  const cgst = Math.floor(taxPaise / 2);
  return { igst: 0, igstRate: 0, cgst, sgst: taxPaise - cgst, halfRate: rate / 2 };
}
