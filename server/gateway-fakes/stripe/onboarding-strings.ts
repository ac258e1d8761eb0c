// The hosted onboarding page's words in English, Malay (`ms`) and Indonesian (`id`), chosen by
// `?locale=` or the browser's Accept-Language (locales.ts).
import { chooseStrings } from './locales';

export interface OnboardingStrings {
  lang: string;
  onboardingTitle: string;
  updateTitle: string;
  intro: string;
  account: string;
  email: string;
  noEmail: string;
  country: string;
  complete: string;
  leave: string;
  note: string;
  invalidTitle: string;
  invalidBody: string;
}

const ENGLISH: OnboardingStrings = {
  lang: 'en',
  onboardingTitle: 'Set up your account to get paid',
  updateTitle: 'Update your account details',
  intro: 'Confirm the details of this account to take payments and receive payouts.',
  account: 'Account',
  email: 'Email',
  noEmail: 'No email address',
  country: 'Country',
  complete: 'Complete onboarding',
  leave: 'Leave for now',
  note: 'A test onboarding page of the Stripe fake: no details are collected.',
  invalidTitle: 'This link is not valid',
  invalidBody: 'Go back to the platform and start again from there.',
};

const MALAY: OnboardingStrings = {
  lang: 'ms',
  onboardingTitle: 'Sediakan akaun anda untuk menerima bayaran',
  updateTitle: 'Kemas kini butiran akaun anda',
  intro: 'Sahkan butiran akaun ini untuk menerima pembayaran dan pembayaran keluar.',
  account: 'Akaun',
  email: 'E-mel',
  noEmail: 'Tiada alamat e-mel',
  country: 'Negara',
  complete: 'Lengkapkan pendaftaran',
  leave: 'Tinggalkan dahulu',
  note: 'Halaman pendaftaran ujian Stripe palsu: tiada butiran dikumpulkan.',
  invalidTitle: 'Pautan ini tidak sah',
  invalidBody: 'Kembali ke platform dan mulakan semula dari sana.',
};

const INDONESIAN: OnboardingStrings = {
  lang: 'id',
  onboardingTitle: 'Siapkan akun Anda untuk menerima pembayaran',
  updateTitle: 'Perbarui detail akun Anda',
  intro: 'Konfirmasi detail akun ini untuk menerima pembayaran dan pencairan dana.',
  account: 'Akun',
  email: 'Email',
  noEmail: 'Tidak ada alamat email',
  country: 'Negara',
  complete: 'Selesaikan pendaftaran',
  leave: 'Tinggalkan untuk sekarang',
  note: 'Halaman pendaftaran uji dari Stripe tiruan: tidak ada data yang dikumpulkan.',
  invalidTitle: 'Tautan ini tidak valid',
  invalidBody: 'Kembali ke platform dan mulai lagi dari sana.',
};

export const onboardingStrings = (locale: string, acceptLanguage = ''): OnboardingStrings =>
  chooseStrings({ en: ENGLISH, ms: MALAY, id: INDONESIAN }, locale, acceptLanguage);
