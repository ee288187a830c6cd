// The text of a PDF the API answered, as a reader sees it (pdf-parse, Mozilla's PDF.js underneath).
import { PDFParse } from 'pdf-parse';

export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
