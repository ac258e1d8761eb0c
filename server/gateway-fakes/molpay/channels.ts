/**
 * The payment channels the fake hosted page offers, by Razer Merchant Services' channel codes (the
 * `channel` a merchant may pass and gets back): FPX online banking and Malaysian e-wallets.
 */

export type ChannelKind = 'fpx' | 'ewallet';

export interface Channel {
  readonly code: string;
  readonly name: string;
  readonly kind: ChannelKind;
}

export const CHANNELS: readonly Channel[] = [
  { code: 'fpx_mb2u', name: 'Maybank2u', kind: 'fpx' },
  { code: 'fpx_cimbclicks', name: 'CIMB Clicks', kind: 'fpx' },
  { code: 'fpx_pbb', name: 'Public Bank', kind: 'fpx' },
  { code: 'fpx_rhb', name: 'RHB Now', kind: 'fpx' },
  { code: 'fpx_hlb', name: 'Hong Leong Connect', kind: 'fpx' },
  { code: 'fpx_amb', name: 'AmOnline', kind: 'fpx' },
  { code: 'fpx_bimb', name: 'Bank Islam', kind: 'fpx' },
  { code: 'TNG-EWALLET', name: "Touch 'n Go eWallet", kind: 'ewallet' },
  { code: 'GrabPay', name: 'GrabPay', kind: 'ewallet' },
  { code: 'ShopeePay', name: 'ShopeePay', kind: 'ewallet' },
  { code: 'BOOST', name: 'Boost', kind: 'ewallet' },
];

export function channelByCode(code: string | null | undefined): Channel | undefined {
  return CHANNELS.find((channel) => channel.code.toLowerCase() === (code ?? '').toLowerCase());
}
