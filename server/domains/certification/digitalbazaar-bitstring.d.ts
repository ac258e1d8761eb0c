// @digitalbazaar/bitstring ships no types: only what the credential tests use.
declare module '@digitalbazaar/bitstring' {
  export class Bitstring {
    constructor(options: { buffer: Uint8Array });
    length: number;
    get(position: number): boolean;
    static decodeBits(options: { encoded: string }): Promise<Uint8Array>;
  }
}
