// The PDF pieces every Raahi document uses (pdfkit): A4 pages, DejaVu Sans from the dejavu-fonts-ttf npm
// package (it has the rupee sign; nothing is downloaded at run time), rupee amounts, label/value rows. A
// document in Hindi is set in Noto Sans Devanagari (the @expo-google-fonts package's TTF, which has Latin and
// the rupee sign too), embedded; pdfkit lays text out with fontkit, whose Indic shaper forms the conjuncts and
// places the matras (decision 0087).
import { createRequire } from 'node:module';
import { INTL_LOCALE, type Language } from '@raahi/contract/i18n/languages';
import { rupeesOfPaiseExact } from '@raahi/contract/rules/rupees';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** Each language's fonts, found when a document in it is first drawn. */
const FONT_FILES: Record<Language, { regular: string; bold: string }> = {
  en: { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' },
  hi: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
};
const fontsOf = (language: Language) => ({
  regular: require.resolve(FONT_FILES[language].regular),
  bold: require.resolve(FONT_FILES[language].bold),
});

export const MARGIN = 48;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

export type Pdf = PDFKit.PDFDocument;

/** ₹4,120.00 (Indian grouping: ₹1,23,456.00) */
export const inr = rupeesOfPaiseExact;

/** Draws a document in `language` (its fonts and its declared language) with `draw` and answers its bytes. */
export async function renderPdf(title: string, draw: (doc: Pdf) => void | Promise<void>, language: Language = 'en'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: 'Raahi' }, lang: INTL_LOCALE[language] });
  const fonts = fontsOf(language);
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular').fontSize(10).fillColor(INK);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

const width = (doc: Pdf) => doc.page.width - 2 * MARGIN;

/** A heading in bold; `size` points. */
export function heading(doc: Pdf, text: string, size = 12, opts: { x?: number; width?: number } = {}) {
  doc
    .font('bold')
    .fontSize(size)
    .fillColor(INK)
    .text(text, opts.x ?? MARGIN, undefined, { width: opts.width ?? width(doc) });
  doc.font('regular').fontSize(10);
}

/** Plain text lines in muted ink. */
export function lines(doc: Pdf, texts: string[], opts: { x?: number; width?: number } = {}) {
  doc.font('regular').fontSize(10).fillColor(MUTED);
  for (const t of texts) doc.text(t, opts.x ?? MARGIN, undefined, { width: opts.width ?? width(doc) });
  doc.fillColor(INK);
}

/** `Label: value` rows, the label muted. */
export function facts(doc: Pdf, rows: [label: string, value: string][], opts: { x?: number; width?: number } = {}) {
  const x = opts.x ?? MARGIN;
  const w = opts.width ?? width(doc);
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(10).fillColor(MUTED).text(`${label}: `, x, undefined, { continued: true, width: w });
    doc.fillColor(INK).text(value);
  }
}

export function rule(doc: Pdf, gap = 8) {
  doc.moveDown(gap / 12);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor(RULE)
    .lineWidth(0.75)
    .stroke();
  doc.moveDown(gap / 12);
}

/** An amounts table: a label on the left, the amount right-aligned; `strong` rows in bold. */
export function amountRows(doc: Pdf, rows: { label: string; amount: string; strong?: boolean }[]) {
  const w = width(doc);
  for (const r of rows) {
    const y = doc.y;
    doc
      .font(r.strong ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor(INK);
    doc.text(r.label, MARGIN, y, { width: w - 140 });
    const after = doc.y;
    doc.text(r.amount, MARGIN + w - 140, y, { width: 140, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
  }
  doc.font('regular');
}

/** Two columns side by side from the current line; the page continues below the longer one. */
export function twoColumns(doc: Pdf, left: (x: number, w: number) => void, right: (x: number, w: number) => void) {
  const top = doc.y;
  const w = (width(doc) - 24) / 2;
  left(MARGIN, w);
  const leftEnd = doc.y;
  doc.y = top;
  right(MARGIN + w + 24, w);
  doc.y = Math.max(leftEnd, doc.y);
  doc.x = MARGIN;
}
