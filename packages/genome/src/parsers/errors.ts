/**
 * Why a file was refused as a whole. A refused file yields no result at all (no partial
 * genotypes): the message says what was wrong and, where possible, what to do.
 */
export type GenotypeFileErrorCode =
  | 'empty'
  | 'binary'
  | 'truncated'
  | 'corrupt-archive'
  | 'foreign'
  | 'unsupported'
  | 'multi-sample'
  | 'too-many-rejects'
  | 'no-genotypes'
  | 'unreadable'
  /** decompresses beyond the input limits (a compression bomb, a zip of thousands of entries) */
  | 'too-large'

export class GenotypeFileError extends Error {
  constructor(readonly code: GenotypeFileErrorCode, message: string) {
    super(message)
    this.name = 'GenotypeFileError'
  }
}
