// The Payment Element's words in the languages Kelas offers that Stripe.js supports: English,
// Malay (`ms`) and Indonesian (`id`); English for any other locale, as Stripe.js falls back.
// Validation messages follow Stripe.js's own (code → message).
import { chooseStrings } from './locales';

export interface ElementStrings {
  lang: string;
  title: string;
  paymentMethod: string;
  card: string;
  fpx: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  bank: string;
  chooseBank: string;
  fpxNote: string;
  loadFailed: string;
  errors: Record<string, string>;
}

const ENGLISH: ElementStrings = {
  lang: 'en',
  title: 'Payment details',
  paymentMethod: 'Payment method',
  card: 'Card',
  fpx: 'FPX',
  cardNumber: 'Card number',
  expiry: 'Expiration date',
  cvc: 'Security code',
  bank: 'FPX Bank',
  chooseBank: 'Select bank',
  fpxNote: 'After submission, you will be redirected to your bank to authorise the payment.',
  loadFailed: 'The payment form could not be loaded. Refresh the page to try again.',
  errors: {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration month is invalid.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    invalid_expiry_year: "Your card's expiration year is invalid.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    incomplete_cvc: "Your card's security code is incomplete.",
    incomplete_fpx_bank: 'Select your bank.',
  },
};

const MALAY: ElementStrings = {
  lang: 'ms',
  title: 'Butiran pembayaran',
  paymentMethod: 'Kaedah pembayaran',
  card: 'Kad',
  fpx: 'FPX',
  cardNumber: 'Nombor kad',
  expiry: 'Tarikh luput',
  cvc: 'Kod keselamatan',
  bank: 'Bank FPX',
  chooseBank: 'Pilih bank',
  fpxNote: 'Selepas dihantar, anda akan dibawa ke bank anda untuk membenarkan pembayaran.',
  loadFailed: 'Borang pembayaran tidak dapat dimuatkan. Muat semula halaman untuk mencuba lagi.',
  errors: {
    incomplete_number: 'Nombor kad anda tidak lengkap.',
    invalid_number: 'Nombor kad anda tidak sah.',
    incomplete_expiry: 'Tarikh luput kad anda tidak lengkap.',
    invalid_expiry_month: 'Bulan luput kad anda tidak sah.',
    invalid_expiry_month_past: 'Tarikh luput kad anda telah berlalu.',
    invalid_expiry_year: 'Tahun luput kad anda tidak sah.',
    invalid_expiry_year_past: 'Tahun luput kad anda telah berlalu.',
    incomplete_cvc: 'Kod keselamatan kad anda tidak lengkap.',
    incomplete_fpx_bank: 'Pilih bank anda.',
  },
};

const INDONESIAN: ElementStrings = {
  lang: 'id',
  title: 'Detail pembayaran',
  paymentMethod: 'Metode pembayaran',
  card: 'Kartu',
  fpx: 'FPX',
  cardNumber: 'Nomor kartu',
  expiry: 'Tanggal kedaluwarsa',
  cvc: 'Kode keamanan',
  bank: 'Bank FPX',
  chooseBank: 'Pilih bank',
  fpxNote: 'Setelah dikirim, Anda akan diarahkan ke bank Anda untuk mengotorisasi pembayaran.',
  loadFailed: 'Formulir pembayaran tidak dapat dimuat. Muat ulang halaman untuk mencoba lagi.',
  errors: {
    incomplete_number: 'Nomor kartu Anda tidak lengkap.',
    invalid_number: 'Nomor kartu Anda tidak valid.',
    incomplete_expiry: 'Tanggal kedaluwarsa kartu Anda tidak lengkap.',
    invalid_expiry_month: 'Bulan kedaluwarsa kartu Anda tidak valid.',
    invalid_expiry_month_past: 'Tanggal kedaluwarsa kartu Anda sudah lewat.',
    invalid_expiry_year: 'Tahun kedaluwarsa kartu Anda tidak valid.',
    invalid_expiry_year_past: 'Tahun kedaluwarsa kartu Anda sudah lewat.',
    incomplete_cvc: 'Kode keamanan kartu Anda tidak lengkap.',
    incomplete_fpx_bank: 'Pilih bank Anda.',
  },
};

/**
 * The strings for Stripe.js's `locale` option (`ms`, `id-ID`, …); for `auto` (its default) the
 * browser's languages decide, as the Accept-Language of the frame's request tells them.
 */
export const elementStrings = (locale: string, acceptLanguage = ''): ElementStrings =>
  chooseStrings({ en: ENGLISH, ms: MALAY, id: INDONESIAN }, locale, acceptLanguage);
