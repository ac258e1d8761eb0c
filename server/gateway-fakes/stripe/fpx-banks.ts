// The banks of FPX (Malaysia's online banking payments) for individuals: Stripe's `fpx[bank]`
// codes and the names customers know them by, for the Payment Element's list and the bank page.

export const FPX_BANKS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'affin_bank', name: 'Affin Bank' },
  { code: 'agrobank', name: 'AGRONet' },
  { code: 'alliance_bank', name: 'Alliance Bank (Personal)' },
  { code: 'ambank', name: 'AmBank' },
  { code: 'bank_islam', name: 'Bank Islam' },
  { code: 'bank_muamalat', name: 'Bank Muamalat' },
  { code: 'bank_of_china', name: 'Bank of China' },
  { code: 'bank_rakyat', name: 'Bank Rakyat' },
  { code: 'bsn', name: 'BSN' },
  { code: 'cimb', name: 'CIMB Clicks' },
  { code: 'hong_leong_bank', name: 'Hong Leong Connect' },
  { code: 'hsbc', name: 'HSBC Bank' },
  { code: 'kfh', name: 'KFH' },
  { code: 'maybank2u', name: 'Maybank2U' },
  { code: 'mbsb_bank', name: 'MBSB Bank' },
  { code: 'ocbc', name: 'OCBC Bank' },
  { code: 'public_bank', name: 'Public Bank' },
  { code: 'rhb', name: 'RHB Now' },
  { code: 'standard_chartered', name: 'Standard Chartered' },
  { code: 'uob', name: 'UOB Bank' },
];

export const fpxBankName = (code: string) => FPX_BANKS.find((bank) => bank.code === code)?.name;
