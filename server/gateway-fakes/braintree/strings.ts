/**
 * The words of the Drop-in stand-in and the fake PayPal page in English, Malay and Indonesian.
 * Drop-in's own keys and English texts are kept (Braintree ships no Malay; its Indonesian is
 * followed); `{{name}}` marks a value filled in later. A locale Drop-in does not know gets English,
 * as Drop-in does.
 */

const en = {
  frameTitle: 'Secure payment form',
  chooseAWayToPay: 'Choose a way to pay',
  chooseAnotherWayToPay: 'Choose another way to pay',
  payingWith: 'Paying with {{paymentSource}}',
  Card: 'Card',
  PayPal: 'PayPal',
  payWithCard: 'Pay with card',
  payWithPayPal: 'Pay with PayPal',
  cardNumberLabel: 'Card Number',
  expirationDateLabel: 'Expiration Date',
  expirationDateLabelSubheading: '(MM/YY)',
  expirationDatePlaceholder: 'MM/YY',
  cvvLabel: 'CVV',
  cvvThreeDigitLabelSubheading: '(3 digits)',
  cvvFourDigitLabelSubheading: '(4 digits)',
  endingIn: 'Ending in {{lastFourCardDigits}}',
  fieldEmptyForNumber: 'Please fill out a card number.',
  fieldInvalidForNumber: 'This card number is not valid.',
  fieldEmptyForExpirationDate: 'Please fill out an expiration date.',
  fieldInvalidForExpirationDate: 'This expiration date is not valid.',
  fieldEmptyForCvv: 'Please fill out a CVV.',
  fieldInvalidForCvv: 'This security code is not valid.',
  hostedFieldsFieldsInvalidError: 'Please check your information and try again.',
  hostedFieldsTokenizationNetworkErrorError: 'Network error. Please try again.',
  paypalButtonMustBeUsed: 'Use the PayPal button to continue with your payment.',
  paypalFlowFailedError: 'Something went wrong connecting to PayPal. Please try again.',
  paypalAccountTokenizationFailedError: 'Something went wrong adding the PayPal account. Please try again.',
  paypalPageTitle: 'PayPal Checkout (test)',
  paypalSignedInAs: 'Signed in as {{email}}',
  paypalPayTo: 'Pay {{merchant}}',
  paypalAmount: 'Amount',
  paypalAgreement: 'Allow {{merchant}} to charge your PayPal account for future purchases.',
  paypalApprove: 'Approve',
  paypalCancel: 'Cancel',
  paypalTestNotice: 'This is a test PayPal page: no money moves.',
  paypalUnknown: 'This PayPal checkout does not exist or has expired.',
};

type Strings = typeof en;

const ms: Strings = {
  frameTitle: 'Borang pembayaran selamat',
  chooseAWayToPay: 'Pilih cara untuk membayar',
  chooseAnotherWayToPay: 'Pilih cara lain untuk membayar',
  payingWith: 'Membayar dengan {{paymentSource}}',
  Card: 'Kad',
  PayPal: 'PayPal',
  payWithCard: 'Bayar dengan kad',
  payWithPayPal: 'Bayar dengan PayPal',
  cardNumberLabel: 'Nombor Kad',
  expirationDateLabel: 'Tarikh Luput',
  expirationDateLabelSubheading: '(BB/TT)',
  expirationDatePlaceholder: 'BB/TT',
  cvvLabel: 'CVV',
  cvvThreeDigitLabelSubheading: '(3 digit)',
  cvvFourDigitLabelSubheading: '(4 digit)',
  endingIn: 'Berakhir dengan {{lastFourCardDigits}}',
  fieldEmptyForNumber: 'Sila isikan nombor kad.',
  fieldInvalidForNumber: 'Nombor kad ini tidak sah.',
  fieldEmptyForExpirationDate: 'Sila isikan tarikh luput.',
  fieldInvalidForExpirationDate: 'Tarikh luput ini tidak sah.',
  fieldEmptyForCvv: 'Sila isikan CVV.',
  fieldInvalidForCvv: 'Kod keselamatan ini tidak sah.',
  hostedFieldsFieldsInvalidError: 'Sila semak maklumat anda dan cuba lagi.',
  hostedFieldsTokenizationNetworkErrorError: 'Ralat rangkaian. Sila cuba lagi.',
  paypalButtonMustBeUsed: 'Gunakan butang PayPal untuk meneruskan pembayaran anda.',
  paypalFlowFailedError: 'Berlaku masalah semasa menyambung ke PayPal. Sila cuba lagi.',
  paypalAccountTokenizationFailedError: 'Berlaku masalah semasa menambah akaun PayPal. Sila cuba lagi.',
  paypalPageTitle: 'Pembayaran PayPal (ujian)',
  paypalSignedInAs: 'Log masuk sebagai {{email}}',
  paypalPayTo: 'Bayar kepada {{merchant}}',
  paypalAmount: 'Jumlah',
  paypalAgreement: 'Benarkan {{merchant}} mengenakan caj pada akaun PayPal anda untuk pembelian akan datang.',
  paypalApprove: 'Luluskan',
  paypalCancel: 'Batal',
  paypalTestNotice: 'Ini halaman PayPal ujian: tiada wang berpindah.',
  paypalUnknown: 'Pembayaran PayPal ini tidak wujud atau telah tamat tempoh.',
};

const id: Strings = {
  frameTitle: 'Formulir pembayaran aman',
  chooseAWayToPay: 'Pilih cara pembayaran',
  chooseAnotherWayToPay: 'Pilih metode pembayaran lain',
  payingWith: 'Membayar dengan {{paymentSource}}',
  Card: 'Kartu',
  PayPal: 'PayPal',
  payWithCard: 'Bayar dengan kartu',
  payWithPayPal: 'Bayar dengan PayPal',
  cardNumberLabel: 'Nomor Kartu',
  expirationDateLabel: 'Tanggal Kedaluwarsa',
  expirationDateLabelSubheading: '(BB/TT)',
  expirationDatePlaceholder: 'BB/TT',
  cvvLabel: 'CVV',
  cvvThreeDigitLabelSubheading: '(3 angka)',
  cvvFourDigitLabelSubheading: '(4 angka)',
  endingIn: 'Berakhiran dengan {{lastFourCardDigits}}',
  fieldEmptyForNumber: 'Mohon mengisi nomor kartu.',
  fieldInvalidForNumber: 'Nomor kartu ini tidak valid.',
  fieldEmptyForExpirationDate: 'Silakan mengisi tanggal kedaluwarsa.',
  fieldInvalidForExpirationDate: 'Tanggal kedaluwarsa ini tidak valid.',
  fieldEmptyForCvv: 'Mohon mengisi CVV.',
  fieldInvalidForCvv: 'Kode keamanan ini tidak valid.',
  hostedFieldsFieldsInvalidError: 'Mohon periksa informasi Anda dan coba lagi.',
  hostedFieldsTokenizationNetworkErrorError: 'Kesalahan jaringan. Mohon coba lagi.',
  paypalButtonMustBeUsed: 'Gunakan tombol PayPal untuk melanjutkan pembayaran.',
  paypalFlowFailedError: 'Terjadi kesalahan ketika menghubungkan ke PayPal. Mohon coba lagi.',
  paypalAccountTokenizationFailedError:
    'Terjadi kesalahan saat menambahkan rekening PayPal. Mohon coba lagi.',
  paypalPageTitle: 'Checkout PayPal (uji coba)',
  paypalSignedInAs: 'Masuk sebagai {{email}}',
  paypalPayTo: 'Bayar ke {{merchant}}',
  paypalAmount: 'Jumlah',
  paypalAgreement: 'Izinkan {{merchant}} menagih rekening PayPal Anda untuk pembelian berikutnya.',
  paypalApprove: 'Setujui',
  paypalCancel: 'Batalkan',
  paypalTestNotice: 'Ini halaman PayPal uji coba: tidak ada uang yang berpindah.',
  paypalUnknown: 'Checkout PayPal ini tidak ada atau sudah kedaluwarsa.',
};

const BY_LANGUAGE: Record<string, { tag: string; strings: Strings }> = {
  en: { tag: 'en', strings: en },
  ms: { tag: 'ms', strings: ms },
  id: { tag: 'id', strings: id },
};

/** Drop-in's locale ("ms_MY", "id_ID", "en_US", or the two-letter language) → the words to use. */
export function stringsFor(locale: string | null | undefined): { tag: string; strings: Strings } {
  const language = (locale ?? '').toLowerCase().split(/[_-]/)[0] ?? '';
  return BY_LANGUAGE[language] ?? BY_LANGUAGE.en!;
}

/** Every language's frame title, for the script that builds the iframe in the merchant's page. */
export const FRAME_TITLES: Record<string, string> = Object.fromEntries(
  Object.entries(BY_LANGUAGE).map(([language, { strings }]) => [language, strings.frameTitle]),
);

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
