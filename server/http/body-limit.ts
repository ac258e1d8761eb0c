/** Largest request body accepted, in bytes (a method may set its own: server/rpc/method.ts). */
export const BODY_LIMIT_BYTES = 256 * 1024;
