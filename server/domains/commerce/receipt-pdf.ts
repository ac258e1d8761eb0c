import PDFDocument from 'pdfkit';
import type { ItemType, PaymentMethod } from '../../../common/payment-kinds';
import { drawText, type PrintFonts, printFonts, printInto } from '../certification';
import { receiptWords } from './receipt-words';

/** What a receipt shows: its number and buyer, the transaction's lines and totals. */
export interface ReceiptPrint {
  brand: string;
  number: string;
  language: string;
  buyerName: string;
  buyerEmail: string;
  paidAt: Date;
  currency: string;
  paymentMethod: PaymentMethod;
  couponCode: string | null;
  lines: Array<{
    name: string;
    type: ItemType;
    quantity: number;
    unitPriceMinor: number;
    discountMinor: number;
  }>;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  refundedMinor: number;
  /** The part of an instalment plan this payment is, if it is one. */
  instalment: { part: number; parts: number } | null;
}

const LEFT = 56;
const WIDTH = 595.28 - LEFT * 2;
const MUTED = '#4b5563';

/** A receipt as a one-page A4 PDF in its buyer's language, with the fonts its names need embedded. */
export async function receiptPdf(print: ReceiptPrint): Promise<Buffer> {
  const words = receiptWords(print.language);
  const money = new Intl.NumberFormat(words.locale, { style: 'currency', currency: print.currency });
  const amount = (minor: number) => money.format(minor / 100);
  const fonts = await printFonts([print.buyerName, print.brand, ...print.lines.map((line) => line.name)]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${words.title} ${print.number}`, Author: print.brand },
  });
  const done = printInto(doc, fonts);
  const text = (
    value: string,
    weight: 'regular' | 'bold',
    size: number,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'right' = 'left',
  ) => drawText(doc, fonts, value, weight, size, { x, y, width, align });

  doc.fillColor('#0f766e');
  let y = text(print.brand, 'bold', 20, LEFT, 56, WIDTH);
  doc.fillColor('#111827');
  y = text(words.title, 'bold', 26, LEFT, y + 16, WIDTH) + 12;
  doc.fillColor(MUTED);
  const fact = (label: string, value: string) => {
    text(label, 'regular', 10, LEFT, y, 140);
    doc.fillColor('#111827');
    y = text(value, 'regular', 10, LEFT + 150, y, WIDTH - 150) + 4;
    doc.fillColor(MUTED);
  };
  fact(words.number, print.number);
  fact(
    words.paidOn,
    new Intl.DateTimeFormat(words.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(print.paidAt),
  );
  fact(words.billedTo, `${print.buyerName} <${print.buyerEmail}>`);
  if (print.instalment) fact(words.item, words.instalment(print.instalment.part, print.instalment.parts));
  y = drawLines(doc, fonts, print, words, amount, y + 20);
  const total = (label: string, value: string, weight: 'regular' | 'bold' = 'regular') => {
    doc.fillColor(weight === 'bold' ? '#111827' : MUTED);
    text(label, weight, 11, LEFT + WIDTH / 2, y, WIDTH / 4);
    y = text(value, weight, 11, LEFT + (WIDTH * 3) / 4, y, WIDTH / 4, 'right') + 6;
  };
  total(words.subtotal, amount(print.subtotalMinor));
  if (print.discountMinor > 0)
    total(words.discount(print.couponCode ?? ''), `−${amount(print.discountMinor)}`);
  if (print.taxMinor > 0) total(words.tax, amount(print.taxMinor));
  // The first instalment's checkout priced the whole place; the rest is paid month by month.
  const later = print.subtotalMinor - print.discountMinor + print.taxMinor - print.totalMinor;
  if (print.instalment && later > 0) total(words.stillToPay, `−${amount(later)}`);
  total(words.total, amount(print.totalMinor), 'bold');
  if (print.refundedMinor > 0) total(words.refunded, `−${amount(print.refundedMinor)}`);
  doc.fillColor(MUTED);
  y = text(words.paidBy(words.methods[print.paymentMethod]), 'regular', 10, LEFT, y + 16, WIDTH);
  text(words.thanks(print.brand), 'regular', 10, LEFT, y + 24, WIDTH);
  doc.end();
  return done;
}

/** The table of lines: item (and its kind), quantity, unit price, amount. */
function drawLines(
  doc: PDFKit.PDFDocument,
  fonts: PrintFonts,
  print: ReceiptPrint,
  words: ReturnType<typeof receiptWords>,
  amount: (minor: number) => string,
  top: number,
): number {
  const columns = [
    { x: LEFT, width: WIDTH * 0.5, align: 'left' as const },
    { x: LEFT + WIDTH * 0.5, width: WIDTH * 0.12, align: 'right' as const },
    { x: LEFT + WIDTH * 0.62, width: WIDTH * 0.19, align: 'right' as const },
    { x: LEFT + WIDTH * 0.81, width: WIDTH * 0.19, align: 'right' as const },
  ];
  const row = (cells: string[], weight: 'regular' | 'bold', y: number) =>
    Math.max(...cells.map((cell, at) => drawText(doc, fonts, cell, weight, 10, { ...columns[at]!, y })));
  doc.fillColor('#111827');
  let y = row([words.item, words.quantity, words.unitPrice, words.amount], 'bold', top) + 4;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.75)
    .stroke('#d1d5db');
  y += 6;
  for (const line of print.lines) {
    doc.fillColor('#111827');
    const bottom = row(
      [
        line.name,
        String(line.quantity),
        amount(line.unitPriceMinor),
        amount(line.unitPriceMinor * line.quantity),
      ],
      'regular',
      y,
    );
    doc.fillColor(MUTED);
    y = drawText(doc, fonts, words.itemTypes[line.type], 'regular', 9, { ...columns[0]!, y: bottom }) + 8;
  }
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.75)
    .stroke('#d1d5db');
  return y + 10;
}
