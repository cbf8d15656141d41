/** Synchronous secure random bytes for the request signature (H5: Web Crypto). */
export function randomBytesSync(n: number): Uint8Array {
  const bytes = new Uint8Array(n)
  globalThis.crypto.getRandomValues(bytes)
  return bytes
}

/** Nothing to prepare on H5. */
export async function prepareEntropy(): Promise<void> {
  // Web Crypto answers synchronously
}
