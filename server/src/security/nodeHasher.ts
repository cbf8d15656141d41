/** The signature primitives on node:crypto: same results as the contracts' crypto-js (the shared vectors check it), faster on large bodies. */
import { createHash, createHmac } from 'crypto'
import type { Hasher } from '@xungen/contracts'

export const nodeHasher: Hasher = {
  sha256Hex: data => createHash('sha256').update(typeof data === 'string' ? Buffer.from(data, 'utf8') : data).digest('hex'),
  hmacSha256Hex: (key, message) => createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest('hex')
}
