/**
 * Kit barcodes (spec 2.12 barcode step, 4 "Choosing a barcode"). DECISION: a barcode is 'XG',
 * nine digits of serial number and one Luhn check digit (ISO/IEC 7812), 12 characters: the
 * check digit catches every single mistyped digit and almost every swap of neighbours before
 * the server is asked, and a scanned code carries the same characters.
 */
export const BARCODE_PREFIX = 'XG'
export const BARCODE_PATTERN = /^XG\d{10}$/

/** Luhn check digit of a string of digits */
export function luhnCheckDigit(digits: string): number {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

/**
 * A prefixed code of a serial number (0 ≤ serial < 10^9): the prefix, nine digits, one Luhn
 * check digit. Kit barcodes ('XG') and covid sample codes ('CV', covid/index.ts) are such codes.
 */
export function prefixedCodeOf(prefix: string, serial: number, what = 'code'): string {
  if (!Number.isInteger(serial) || serial < 0 || serial >= 1e9) throw new RangeError(`a ${what} serial is 0 to 999999999`)
  const digits = String(serial).padStart(9, '0')
  return `${prefix}${digits}${luhnCheckDigit(digits)}`
}

/** The barcode of a serial number (0 ≤ serial < 10^9). */
export function barcodeOf(serial: number): string {
  return prefixedCodeOf(BARCODE_PREFIX, serial, 'barcode')
}

/** Upper-cases and removes spaces and dashes, as a person types or a scanner reads it. */
export function normalizeBarcode(raw: string | null | undefined): string {
  return (raw ?? '').replace(/[\s-]/g, '').toUpperCase()
}

export type BarcodeFormatProblem = 'empty' | 'format' | 'checkDigit'

/** null when a prefixed code (prefixedCodeOf) matches its pattern and its check digit is right */
export function prefixedCodeProblem(code: string, pattern: RegExp): BarcodeFormatProblem | null {
  if (!code) return 'empty'
  if (!pattern.test(code)) return 'format'
  return luhnCheckDigit(code.slice(2, 11)) === Number(code[11]) ? null : 'checkDigit'
}

/** null when the barcode is well formed with a right check digit */
export function barcodeFormatProblem(barcode: string): BarcodeFormatProblem | null {
  return prefixedCodeProblem(barcode, BARCODE_PATTERN)
}

export const BARCODE_MESSAGES: Readonly<Record<BarcodeFormatProblem, string>> = {
  empty: '请输入样本编码',
  format: '样本编码格式不正确，应为 XG 开头的 12 位编码',
  checkDigit: '样本编码有误，请核对采样盒上的编码后重新输入'
}
