/** spec 9: "Guest and anonymous identifiers are random UUID-like strings" (RFC 4122 version 4). */
export function uuidFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new Error('a UUID needs 16 random bytes')
  const b = Array.from(bytes.slice(0, 16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const hex = b.map(x => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
