// A tax invoice or credit note as a PDF, from the content kept when it was issued.
import type { DocumentContent } from './invoice-content.ts';
import { amountRows, facts, heading, inr, lines, renderPdf, rule, twoColumns, type Pdf } from './pdf-document.ts';

const TITLES = { invoice: 'Tax Invoice', credit_note: 'Credit Note' } as const;

/** The tax lines: CGST + SGST at half the rate each within one state, IGST otherwise. */
function taxRows(c: DocumentContent) {
  const f = c.figures;
  if (f.halfRate > 0)
    return [
      { label: `CGST @ ${f.halfRate}%`, amount: inr(f.cgst) },
      { label: `SGST @ ${f.halfRate}%`, amount: inr(f.sgst) },
    ];
  return [{ label: `IGST @ ${f.rate}%`, amount: inr(f.igst) }];
}

function drawDocument(doc: Pdf, c: DocumentContent) {
  heading(doc, TITLES[c.type], 18);
  if (c.type === 'credit_note') lines(doc, [`Against tax invoice ${c.refersTo!.number} of ${c.refersTo!.date}`]);
  doc.moveDown(0.5);
  twoColumns(
    doc,
    (x, width) => {
      heading(doc, c.supplier.name, 11, { x, width });
      lines(doc, [c.supplier.address], { x, width });
      facts(
        doc,
        [
          ['GSTIN', c.supplier.gstin],
          ['State', c.supplier.state],
        ],
        { x, width },
      );
    },
    (x, width) =>
      facts(
        doc,
        [
          [c.type === 'invoice' ? 'Invoice No.' : 'Credit Note No.', c.number],
          ['Date', c.date],
          ['Place of supply', c.placeOfSupply],
          ['Reverse charge', 'No'],
        ],
        { x, width },
      ),
  );
  rule(doc);
  twoColumns(
    doc,
    (x, width) => {
      heading(doc, 'Bill to', 11, { x, width });
      const r = c.recipient;
      facts(
        doc,
        [
          ['Name', r.name],
          ['Email', r.email],
          ...(r.legalName ? [['Legal name', r.legalName] as [string, string]] : []),
          ...(r.gstin ? [['GSTIN', r.gstin] as [string, string]] : []),
          ...(r.state ? [['State', r.state] as [string, string]] : []),
        ],
        { x, width },
      );
    },
    (x, width) => {
      heading(doc, 'Service provided by', 11, { x, width });
      lines(doc, [c.provider], { x, width });
    },
  );
  rule(doc);
  heading(doc, `${c.service} (SAC ${c.sac})`, 11);
  lines(doc, c.description);
  facts(doc, [...(c.bookingReference ? [['Booking', c.bookingReference] as [string, string]] : []), ['Booking ID', c.bookingId]]);
  doc.moveDown(0.5);
  const f = c.figures;
  amountRows(doc, [
    { label: 'Taxable value', amount: inr(f.taxable) },
    ...taxRows(c),
    ...(f.notTaxed > 0 ? [{ label: 'Trip insurance and donation (not subject to GST)', amount: inr(f.notTaxed) }] : []),
    { label: c.type === 'invoice' ? 'Total' : 'Total credited', amount: inr(f.total), strong: true },
  ]);
  lines(doc, [`Amount in words: ${c.words}`]);
  if (c.type === 'invoice') {
    rule(doc);
    amountRows(doc, [
      { label: 'Paid', amount: inr(c.paid ?? 0) },
      { label: c.due ? 'Balance due (to the driver)' : 'Balance due', amount: inr(c.due ?? 0) },
    ]);
  }
  rule(doc);
  lines(doc, [
    'This document is generated and authenticated electronically by Raahi and needs no signature.',
    c.type === 'invoice'
      ? 'Issued under section 31 of the CGST Act, 2017 and rule 46 of the CGST Rules, 2017.'
      : 'Issued under section 34 of the CGST Act, 2017 and rule 53 of the CGST Rules, 2017.',
  ]);
}

/** Every document in one PDF, one after another (a booking may have several credit notes). */
export const documentsPdf = (docs: DocumentContent[]) =>
  renderPdf(docs.map((c) => `${TITLES[c.type]} ${c.number}`).join(', '), (doc) => {
    docs.forEach((c, i) => {
      if (i > 0) doc.addPage();
      drawDocument(doc, c);
    });
  });
