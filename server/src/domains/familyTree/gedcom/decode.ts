/**
 * The bytes of a GEDCOM file to text: a byte-order mark first (UTF-8, UTF-16 LE/BE), else UTF-16
 * without one (a 0 byte beside the first "0"), else the header's CHAR line (UTF-8, UNICODE, ANSEL,
 * ASCII, ANSI as Windows-1252). Invalid UTF-8 is refused rather than read as something else.
 */
import { decodeAnsel } from './ansel'

export type GedcomEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'ANSEL' | 'ASCII' | 'ANSI'

export class GedcomDecodeError extends Error {}

function headerChar(bytes: Uint8Array): string | null {
  // the header is ASCII in every single-byte encoding; read its first lines only
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1')
  const m = /^\s*1\s+CHAR\s+([^\r\n]+)/m.exec(head)
  return m ? m[1].trim().toUpperCase() : null
}

export function decodeGedcom(bytes: Uint8Array): { text: string; encoding: GedcomEncoding; warnings: string[] } {
  const warnings: string[] = []
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: utf8(bytes.subarray(3)), encoding: 'UTF-8', warnings }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE', warnings }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE', warnings }
  if (bytes[0] === 0x30 && bytes[1] === 0x00) return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16LE', warnings }
  if (bytes[0] === 0x00 && bytes[1] === 0x30) return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16BE', warnings }
  const char = headerChar(bytes)
  if (char === 'ANSEL') {
    const { text, unknown } = decodeAnsel(bytes)
    if (unknown) warnings.push(`有 ${unknown} 个 ANSEL 字符无法识别，已替换为“�”`)
    return { text, encoding: 'ANSEL', warnings }
  }
  if (char === 'ANSI' || char === 'IBMPC' || char === 'WINDOWS-1252' || char === 'CP1252') return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'ANSI', warnings }
  if (char === 'UNICODE') return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16LE', warnings }
  if (char === 'ASCII') {
    // ASCII files often carry Windows-1252 bytes; UTF-8 if they are valid UTF-8
    try {
      return { text: utf8(bytes), encoding: 'ASCII', warnings }
    } catch {
      warnings.push('文件声明为 ASCII 但含有非 ASCII 字符，已按 Windows-1252 读取')
      return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'ANSI', warnings }
    }
  }
  return { text: utf8(bytes), encoding: 'UTF-8', warnings }
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new GedcomDecodeError('文件不是有效的 UTF-8 编码，请在家谱软件中以 UTF-8 重新导出')
  }
}
