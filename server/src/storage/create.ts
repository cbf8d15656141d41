/**
 * Builds the configured storage. Encryption keys: STORAGE_ENCRYPTION_KEYS when set (required in
 * production); otherwise a key generated on first start and kept in <dataDir>/storage-keys
 * (mode 600), so that a development machine can store and read back encrypted files.
 */
import fs from 'fs'
import path from 'path'
import type { ServerConfig } from '../config'
import { generateStorageKeyText, parseStorageKeys } from './encryption'
import type { FileStorage } from './index'
import { LocalFileStorage, type UserKeySource } from './local'

export function loadStorageKeyText(config: Pick<ServerConfig, 'storageEncryptionKeys' | 'dataDir' | 'env'>): string {
  if (config.storageEncryptionKeys) return config.storageEncryptionKeys
  if (config.env === 'production') throw new Error('STORAGE_ENCRYPTION_KEYS must be set in production')
  const file = path.join(config.dataDir, 'storage-keys')
  try {
    return fs.readFileSync(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  fs.mkdirSync(config.dataDir, { recursive: true })
  const text = generateStorageKeyText() + '\n'
  // written aside, then linked into place (atomic, fails if it exists): if two processes start at
  // once, one key wins and both use it
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, text, { mode: 0o600 })
  try {
    fs.linkSync(tmp, file)
    return text
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8')
    throw err
  } finally {
    fs.rmSync(tmp, { force: true })
  }
}

/** The storage; with `userKeys` (built on the same master keyring), files put with an owner are encrypted under that account's key. */
export function createStorage(config: Pick<ServerConfig, 'storageEncryptionKeys' | 'dataDir' | 'env' | 'storageDir'> & Partial<Pick<ServerConfig, 'storageS3'>>, userKeys: UserKeySource | null = null, keyring = parseStorageKeys(loadStorageKeyText(config))): FileStorage {
  // the S3 client is loaded only when configured (the embedded product never needs it)
  if (config.storageS3) return new (require('./s3') as typeof import('./s3')).S3FileStorage(config.storageS3, keyring, userKeys)
  return new LocalFileStorage(config.storageDir, keyring, userKeys)
}
