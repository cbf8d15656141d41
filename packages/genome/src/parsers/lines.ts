import { GenotypeFileError } from './errors'

/** longest line accepted; a genotype line is < 200 bytes, Illumina reports < 1 KB */
export const MAX_LINE_BYTES = 1 << 20

export type LineHandler = (buf: Uint8Array, start: number, end: number, lineNo: number) => void

/**
 * Splits a byte stream into lines without decoding it and without holding more than one
 * chunk plus one partial line: a line cut by a chunk boundary is carried over and joined with
 * the next chunk. '\r\n' and '\n' endings are accepted; a final line without a newline too.
 */
export class LineSplitter {
  private carry: Uint8Array | undefined
  private lineNo = 0
  private bytes = 0

  constructor(private readonly onLine: LineHandler) {}

  get linesSeen(): number {
    return this.lineNo
  }

  get bytesSeen(): number {
    return this.bytes
  }

  push(chunk: Uint8Array): void {
    this.bytes += chunk.length
    let start = 0
    if (this.carry) {
      const nl = chunk.indexOf(10)
      if (nl < 0) {
        if (this.carry.length + chunk.length > MAX_LINE_BYTES) throw tooLong(this.lineNo + 1)
        const joined = new Uint8Array(this.carry.length + chunk.length)
        joined.set(this.carry)
        joined.set(chunk, this.carry.length)
        this.carry = joined
        return
      }
      const joined = new Uint8Array(this.carry.length + nl)
      joined.set(this.carry)
      joined.set(chunk.subarray(0, nl), this.carry.length)
      this.carry = undefined
      this.emit(joined, 0, joined.length)
      start = nl + 1
    }
    for (;;) {
      const nl = chunk.indexOf(10, start)
      if (nl < 0) break
      this.emit(chunk, start, nl)
      start = nl + 1
    }
    if (start < chunk.length) {
      if (chunk.length - start > MAX_LINE_BYTES) throw tooLong(this.lineNo + 1)
      this.carry = chunk.slice(start)
    }
  }

  end(): void {
    if (this.carry) {
      const c = this.carry
      this.carry = undefined
      this.emit(c, 0, c.length)
    }
  }

  private emit(buf: Uint8Array, start: number, end: number): void {
    if (end > start && buf[end - 1] === 13) end--
    this.onLine(buf, start, end, ++this.lineNo)
  }
}

function tooLong(line: number): GenotypeFileError {
  return new GenotypeFileError('foreign', `line ${line} is longer than ${MAX_LINE_BYTES} bytes: this is not a genotype text file`)
}
