/**
 * Secure random bytes (H5: Web Crypto). The mini-program variant is random.weapp.ts: crypto-js
 * has no secure random source there (TOOLCHAIN.md), so the platform's own API is used.
 */
export async function randomBytes(n: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(n)
  globalThis.crypto.getRandomValues(bytes)
  return bytes
}
