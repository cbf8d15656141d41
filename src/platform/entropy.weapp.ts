/**
 * The mini-program's secure random source (wx.getRandomValues) is asynchronous while the
 * signature needs bytes synchronously: a pool is filled ahead (contracts EntropyPool, ADR 0002).
 */
import { EntropyPool } from '@xungen/contracts'
import { randomBytes } from './random'

const pool = new EntropyPool(randomBytes)

export function randomBytesSync(n: number): Uint8Array {
  return pool.randomBytes(n)
}

/** spec 7.1 signature: 12 random bytes per call */
export function prepareEntropy(): Promise<void> {
  return pool.ensure(12)
}
