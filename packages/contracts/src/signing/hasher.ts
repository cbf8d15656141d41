/**
 * The two primitives the signature needs, behind a small interface: crypto-js by default,
 * because it runs in the browser, in the WeChat mini-program (which has no WebCrypto) and in
 * Node alike. The server passes a node:crypto implementation (faster, same results: the shared
 * test vectors check both). Only the sub-modules used are imported, to keep the mini-program
 * package small.
 */
import CryptoJS from 'crypto-js/core'
import SHA256 from 'crypto-js/sha256'
import HmacSHA256 from 'crypto-js/hmac-sha256'
import Hex from 'crypto-js/enc-hex'
import Utf8 from 'crypto-js/enc-utf8'

export interface Hasher {
  /** hex SHA-256 of the bytes (a string is hashed as its UTF-8 bytes) */
  sha256Hex(data: string | Uint8Array): string
  /** hex HMAC-SHA256; the key and the message are used as their UTF-8 bytes */
  hmacSha256Hex(key: string, message: string): string
}

function toWordArray(data: string | Uint8Array): CryptoJS.lib.WordArray {
  if (typeof data === 'string') return Utf8.parse(data)
  const words: number[] = []
  for (let i = 0; i < data.length; i++) words[i >>> 2] |= data[i] << (24 - (i % 4) * 8)
  return CryptoJS.lib.WordArray.create(words, data.length)
}

export const cryptoJsHasher: Hasher = {
  sha256Hex: data => SHA256(toWordArray(data)).toString(Hex),
  hmacSha256Hex: (key, message) => HmacSHA256(Utf8.parse(message), Utf8.parse(key)).toString(Hex)
}

/** Compares two strings in time that depends only on their length (a signature is always 64 hex characters). */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}
