import { fileURLToPath } from 'node:url';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// PDF.js reads the metrics of the 14 standard fonts from here (Node has no fetch for it to use).
const STANDARD_FONTS = fileURLToPath(
  new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url),
);

/**
 * The text of every page of a PDF, one string per run of text as PDF.js reads it: what a reader would copy
 * (PDF.js gives a no-break space as a plain one).
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({
    data: bytes,
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ('str' in item && item.str.trim() !== '') lines.push(item.str);
    }
  }
  await pdf.destroy();
  return lines;
}
