import PDFDocument from 'pdfkit';

import type { InvoiceDocument, InvoiceParty } from './document';
import { fill, INVOICE_LABELS } from './labels';

const MARGIN = 56;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 140;
const MUTED = '#555555';

/**
 * Lays the invoice out on one A4 page with PDFKit's standard Helvetica: its WinAnsi encoding holds å, ä, ö
 * and €, so no font file is embedded. Resolves with the finished PDF's bytes.
 */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const labels = INVOICE_LABELS[doc.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: doc.language,
    info: { Title: `${labels.title} ${doc.number}`, Author: doc.seller.name },
  });
  const chunks: Uint8Array[] = [];
  pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(22).text(labels.title, MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(10).moveDown(0.5);
  for (const [label, value] of [
    [labels.number, doc.number],
    [labels.issued, doc.issued],
    [labels.due, doc.due],
    [labels.period, doc.period],
    [labels.status, doc.status],
  ] as const) {
    pdf.text(`${label}: ${value}`);
  }

  const partiesTop = pdf.y + 20;
  party(pdf, labels.seller, doc.seller, labels.vatNumber, MARGIN, partiesTop);
  const sellerBottom = pdf.y;
  party(pdf, labels.buyer, doc.buyer, labels.vatNumber, MARGIN + CONTENT_WIDTH / 2, partiesTop);
  pdf.y = Math.max(sellerBottom, pdf.y) + 24;

  row(pdf, labels.description, labels.amount, 'Helvetica-Bold');
  rule(pdf);
  for (const line of doc.lines) row(pdf, line.description, line.amount, 'Helvetica');
  rule(pdf);
  row(pdf, labels.net, doc.net, 'Helvetica');
  row(pdf, fill(labels.vat, { rate: `${doc.vatPercent} %` }), doc.vat, 'Helvetica');
  row(pdf, labels.total, doc.total, 'Helvetica-Bold');

  pdf.moveDown(1).font('Helvetica').fontSize(9).fillColor(MUTED);
  pdf.text(doc.reverseCharge ? labels.reverseCharge : labels.pricesIncludeVat, MARGIN, pdf.y, {
    width: CONTENT_WIDTH,
  });
  pdf.moveDown(0.5).text(fill(labels.footer, { email: doc.contact }));
  pdf.end();
  return finished;
}

function party(
  pdf: PDFKit.PDFDocument,
  heading: string,
  who: InvoiceParty,
  vatLabel: string,
  x: number,
  y: number,
): void {
  const width = CONTENT_WIDTH / 2 - 12;
  pdf.fillColor(MUTED).font('Helvetica').fontSize(9).text(heading.toUpperCase(), x, y, { width });
  pdf.fillColor('black').font('Helvetica-Bold').fontSize(11).text(who.name, { width });
  pdf.font('Helvetica').fontSize(10);
  for (const line of who.lines) pdf.text(line, { width });
  if (who.vatNumber) pdf.text(`${vatLabel}: ${who.vatNumber}`, { width });
}

function row(pdf: PDFKit.PDFDocument, description: string, amount: string, font: string): void {
  const y = pdf.y;
  pdf.font(font).fontSize(10).fillColor('black');
  pdf.text(description, MARGIN, y, { width: CONTENT_WIDTH - AMOUNT_WIDTH });
  const below = pdf.y;
  pdf.text(amount, MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  pdf.y = Math.max(below, pdf.y) + 4;
}

function rule(pdf: PDFKit.PDFDocument): void {
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + CONTENT_WIDTH, pdf.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  pdf.y += 6;
}
