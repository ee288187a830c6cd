// The invoice's pure rules: amounts in words (Indian numbering), numbers and financial years, place of
// supply and the CGST/SGST or IGST split, credit notes.
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../src/rules/amount-in-words.ts';
import {
  creditNoteFigures,
  documentNumber,
  financialYearOf,
  invoiceFigures,
  placeOfSupply,
  stateNamed,
  stateNamedIn,
  stateOfGstin,
} from '../src/rules/invoice.ts';
import { paise, priceCab, priceHotel } from '../src/rules/pricing.ts';

describe('amount in words', () => {
  it('says rupees with Indian numbering and ends with Only', () => {
    expect(amountInWords(paise(4120))).toBe('Rupees Four Thousand One Hundred Twenty Only');
    expect(amountInWords(paise(1))).toBe('Rupees One Only');
    expect(amountInWords(paise(100))).toBe('Rupees One Hundred Only');
    expect(amountInWords(paise(1_00_000))).toBe('Rupees One Lakh Only');
    expect(amountInWords(paise(12_34_567))).toBe('Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only');
    expect(amountInWords(paise(1_00_00_000))).toBe('Rupees One Crore Only');
    expect(amountInWords(paise(10_05_00_011))).toBe('Rupees Ten Crore Five Lakh Eleven Only');
  });

  it('adds paise, and says nothing but paise below a rupee', () => {
    expect(amountInWords(412050)).toBe('Rupees Four Thousand One Hundred Twenty and Fifty Paise Only');
    expect(amountInWords(99)).toBe('Ninety Nine Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('counts crores above ninety nine in Indian numbering too', () => {
    expect(numberInWords(1_00_00_00_000)).toBe('One Hundred Crore');
    expect(numberInWords(1_00_000 * 1_00_00_000 + 20)).toBe('One Lakh Crore Twenty');
  });

  it('refuses what is not a whole amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('invoice numbers', () => {
  it('runs the financial year from April to March', () => {
    expect(financialYearOf('2027-03-31')).toBe('26-27');
    expect(financialYearOf('2027-04-01')).toBe('27-28');
    expect(financialYearOf('2099-12-01')).toBe('99-00');
  });

  it('numbers each series in at most 16 characters', () => {
    const n = documentNumber('invoice', '26-27', 123);
    expect(n).toBe('RAH/26-27/000123');
    expect(n.length).toBeLessThanOrEqual(16);
    expect(documentNumber('credit_note', '26-27', 1)).toBe('RCN/26-27/000001');
  });
});

describe('place of supply', () => {
  it('reads states from GSTINs, billing values and places', () => {
    expect(stateOfGstin('29AABCR1234M1Z9')).toBe('Karnataka');
    expect(stateOfGstin('99AAAAA0000A1Z5')).toBeUndefined();
    expect(stateNamed('tamil-nadu')).toBe('Tamil Nadu');
    expect(stateNamedIn('Manali, Himachal Pradesh')).toBe('Himachal Pradesh');
    expect(stateNamedIn('Mumbai Airport')).toBeUndefined();
    // the union territories too, with their GST state codes
    expect(stateOfGstin('38AABCR1234M1Z2')).toBe('Ladakh');
    expect(stateNamed('dadra-and-nagar-haveli-and-daman-and-diu')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateNamedIn('White Town, Puducherry')).toBe('Puducherry');
  });

  it('is where the hotel is, where the cab picks up, where a tour guest is', () => {
    const p = { recipientState: 'Kerala', supplierState: 'Karnataka' };
    expect(placeOfSupply('hotel', { ...p, place: 'Jaipur, Rajasthan' })).toBe('Rajasthan');
    expect(placeOfSupply('hotel', { ...p, place: 'Somewhere' })).toBe('Kerala');
    expect(placeOfSupply('cab', { ...p, place: 'MG Road, Bengaluru, Karnataka' })).toBe('Karnataka');
    expect(placeOfSupply('tour', { ...p, place: 'Manali, Himachal Pradesh' })).toBe('Kerala');
    expect(placeOfSupply('tour', { place: '', recipientState: undefined, supplierState: 'Karnataka' })).toBe('Karnataka');
  });
});

describe('invoice figures', () => {
  const stay = priceHotel({
    price: paise(4000),
    rooms: 1,
    nights: 2,
    mealPlan: 'breakfast',
    insurance: true,
    donation: true,
    discount: paise(500),
  });

  it('states the taxable value, the tax split in one state and the total of the booking', () => {
    const f = invoiceFigures(stay, true);
    expect(f.taxable).toBe(paise(8000 + 5900 - 500));
    expect(f.rate).toBe(5);
    expect(f.cgst + f.sgst).toBe(stay.taxes);
    expect(f.halfRate).toBe(2.5);
    expect(f.igst).toBe(0);
    expect(f.notTaxed).toBe(paise(158 + 35));
    expect(f.total).toBe(stay.total);
  });

  it('charges IGST across states', () => {
    const f = invoiceFigures(stay, false);
    expect(f).toMatchObject({ cgst: 0, sgst: 0, igst: stay.taxes, halfRate: 0, total: stay.total });
  });

  it('credits a refund in the invoice proportions, adding up to the refund', () => {
    const ride = priceCab({ discountedPrice: paise(3000) });
    const inv = invoiceFigures(ride, true);
    const full = creditNoteFigures(inv, ride.total);
    expect(full).toEqual(inv);
    const part = creditNoteFigures(inv, paise(1575));
    expect(part.total).toBe(paise(1575));
    expect(part.taxable + part.cgst + part.sgst + part.notTaxed).toBe(paise(1575));
    expect(part.cgst + part.sgst).toBe(Math.round(ride.taxes / 2));
    expect(creditNoteFigures(invoiceFigures(stay, false), stay.total * 2).total).toBe(stay.total);
  });
});
