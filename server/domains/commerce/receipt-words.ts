import type { ItemType, PaymentMethod } from '../../../common/payment-kinds';

/** What a receipt says, in its buyer's language. */
export interface ReceiptWords {
  title: string;
  number: string;
  paidOn: string;
  billedTo: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  discount: (code: string) => string;
  tax: string;
  total: string;
  paidBy: (method: string) => string;
  refunded: string;
  /** A part of an instalment plan: which, and (the first) what is left to pay by the plan. */
  instalment: (part: number, parts: number) => string;
  stillToPay: string;
  methods: Record<PaymentMethod, string>;
  itemTypes: Record<ItemType, string>;
  thanks: (brand: string) => string;
  locale: string;
}

const WORDS: Record<'en' | 'id' | 'ms', ReceiptWords> = {
  en: {
    title: 'Receipt',
    number: 'Receipt number',
    paidOn: 'Date paid',
    billedTo: 'Billed to',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: (code) => `Discount (${code})`,
    tax: 'Tax',
    total: 'Total paid',
    paidBy: (method) => `Paid by ${method}`,
    refunded: 'Refunded',
    instalment: (part, parts) => `Instalment ${part} of ${parts}`,
    stillToPay: 'Still to pay in monthly instalments',
    methods: { 'credit-card': 'card', fpx: 'FPX online banking', paypal: 'PayPal', molpay: 'MOLPay' },
    itemTypes: {
      certificate: 'Certificate',
      course_enrolment: 'Place in a class',
      subscription_plan: 'Subscription',
      credits: 'AI credits',
    },
    thanks: (brand) => `Thank you for learning with ${brand}.`,
    locale: 'en-AU',
  },
  id: {
    title: 'Kuitansi',
    number: 'Nomor kuitansi',
    paidOn: 'Tanggal dibayar',
    billedTo: 'Ditagihkan kepada',
    item: 'Item',
    quantity: 'Jml',
    unitPrice: 'Harga satuan',
    amount: 'Jumlah',
    subtotal: 'Subtotal',
    discount: (code) => `Diskon (${code})`,
    tax: 'Pajak',
    total: 'Total dibayar',
    paidBy: (method) => `Dibayar dengan ${method}`,
    refunded: 'Dikembalikan',
    instalment: (part, parts) => `Cicilan ${part} dari ${parts}`,
    stillToPay: 'Sisa yang dibayar dengan cicilan bulanan',
    methods: { 'credit-card': 'kartu', fpx: 'perbankan online FPX', paypal: 'PayPal', molpay: 'MOLPay' },
    itemTypes: {
      certificate: 'Sertifikat',
      course_enrolment: 'Tempat di kelas',
      subscription_plan: 'Langganan',
      credits: 'Kredit AI',
    },
    thanks: (brand) => `Terima kasih telah belajar bersama ${brand}.`,
    locale: 'id-ID',
  },
  ms: {
    title: 'Resit',
    number: 'Nombor resit',
    paidOn: 'Tarikh dibayar',
    billedTo: 'Dibilkan kepada',
    item: 'Perkara',
    quantity: 'Kuantiti',
    unitPrice: 'Harga seunit',
    amount: 'Amaun',
    subtotal: 'Jumlah kecil',
    discount: (code) => `Diskaun (${code})`,
    tax: 'Cukai',
    total: 'Jumlah dibayar',
    paidBy: (method) => `Dibayar dengan ${method}`,
    refunded: 'Dipulangkan',
    instalment: (part, parts) => `Ansuran ${part} daripada ${parts}`,
    stillToPay: 'Baki yang dibayar secara ansuran bulanan',
    methods: { 'credit-card': 'kad', fpx: 'perbankan dalam talian FPX', paypal: 'PayPal', molpay: 'MOLPay' },
    itemTypes: {
      certificate: 'Sijil',
      course_enrolment: 'Tempat dalam kelas',
      subscription_plan: 'Langganan',
      credits: 'Kredit AI',
    },
    thanks: (brand) => `Terima kasih kerana belajar bersama ${brand}.`,
    locale: 'ms-MY',
  },
};

/** The words of a receipt in `language` (English for any other). */
export const receiptWords = (language: string): ReceiptWords =>
  WORDS[language as keyof typeof WORDS] ?? WORDS.en;
