/**
 * The words of the fake hosted payment page in English, Malay and Indonesian, chosen by the
 * request's `langcode` (English for any other). The refusals keep Razer's English wording.
 */

const en = {
  brand: 'Razer Merchant Services (test)',
  testNotice: 'Test payment page: no money moves.',
  payTo: 'Payment to {{merchant}}',
  order: 'Order',
  description: 'Description',
  amount: 'Amount',
  name: 'Name',
  email: 'Email',
  chooseChannel: 'Choose how to pay',
  fpx: 'Online banking (FPX)',
  ewallet: 'E-wallets',
  pay: 'Pay',
  cancel: 'Cancel',
  chooseChannelError: 'Choose a bank or e-wallet.',
  returning: 'Returning you to {{merchant}}…',
  continue: 'Continue',
  errorTitle: 'Payment error',
  formatError: 'Your payment info format is not correct !',
  merchantError: "Sorry, you're not allowed to proceed due to Merchant account issue!",
  currencyError: 'Currency {{currency}} is not supported.',
  processed: 'This payment has already been processed.',
  result00: 'Payment successful',
  result11: 'Payment failed',
  result22: 'Payment pending',
};

type Strings = typeof en;

const ms: Strings = {
  ...en,
  testNotice: 'Halaman pembayaran ujian: tiada wang berpindah.',
  payTo: 'Pembayaran kepada {{merchant}}',
  order: 'Pesanan',
  description: 'Keterangan',
  amount: 'Jumlah',
  name: 'Nama',
  email: 'E-mel',
  chooseChannel: 'Pilih cara pembayaran',
  fpx: 'Perbankan dalam talian (FPX)',
  ewallet: 'E-dompet',
  pay: 'Bayar',
  cancel: 'Batal',
  chooseChannelError: 'Pilih bank atau e-dompet.',
  returning: 'Mengembalikan anda ke {{merchant}}…',
  continue: 'Teruskan',
  errorTitle: 'Ralat pembayaran',
  processed: 'Pembayaran ini telah diproses.',
  result00: 'Pembayaran berjaya',
  result11: 'Pembayaran gagal',
  result22: 'Pembayaran belum selesai',
};

const id: Strings = {
  ...en,
  testNotice: 'Halaman pembayaran uji coba: tidak ada uang yang berpindah.',
  payTo: 'Pembayaran kepada {{merchant}}',
  order: 'Pesanan',
  description: 'Deskripsi',
  amount: 'Jumlah',
  name: 'Nama',
  email: 'Email',
  chooseChannel: 'Pilih cara pembayaran',
  fpx: 'Perbankan daring (FPX)',
  ewallet: 'Dompet digital',
  pay: 'Bayar',
  cancel: 'Batal',
  chooseChannelError: 'Pilih bank atau dompet digital.',
  returning: 'Mengembalikan Anda ke {{merchant}}…',
  continue: 'Lanjutkan',
  errorTitle: 'Kesalahan pembayaran',
  processed: 'Pembayaran ini sudah diproses.',
  result00: 'Pembayaran berhasil',
  result11: 'Pembayaran gagal',
  result22: 'Pembayaran tertunda',
};

const LANGUAGES: Record<string, { tag: string; strings: Strings }> = {
  ms: { tag: 'ms', strings: ms },
  my: { tag: 'ms', strings: ms },
  bm: { tag: 'ms', strings: ms },
  id: { tag: 'id', strings: id },
  in: { tag: 'id', strings: id },
};

export function pageStrings(langcode: string | null | undefined): { tag: string; strings: Strings } {
  const language = (langcode ?? '').toLowerCase().split(/[_-]/)[0] ?? '';
  return LANGUAGES[language] ?? { tag: 'en', strings: en };
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
