/**
 * The country and region calling codes the phone field offers (spec 5: "Default country code 86";
 * 6 to 11 digits for the others). Mainland China first, then Hong Kong, Macau and Taiwan, then
 * where Chinese families most often live and travel, by name.
 */
import { DEFAULT_NATION_CODE } from '@xungen/contracts'

export interface NationCodeOption {
  code: string
  name: string
}

export const NATION_CODES: readonly NationCodeOption[] = [
  { code: '86', name: '中国大陆' },
  { code: '852', name: '中国香港' },
  { code: '853', name: '中国澳门' },
  { code: '886', name: '中国台湾' },
  { code: '1', name: '美国 / 加拿大' },
  { code: '61', name: '澳大利亚' },
  { code: '49', name: '德国' },
  { code: '7', name: '俄罗斯' },
  { code: '33', name: '法国' },
  { code: '63', name: '菲律宾' },
  { code: '82', name: '韩国' },
  { code: '31', name: '荷兰' },
  { code: '60', name: '马来西亚' },
  { code: '81', name: '日本' },
  { code: '66', name: '泰国' },
  { code: '65', name: '新加坡' },
  { code: '64', name: '新西兰' },
  { code: '39', name: '意大利' },
  { code: '62', name: '印度尼西亚' },
  { code: '44', name: '英国' },
  { code: '84', name: '越南' },
  { code: '971', name: '阿联酋' }
]

/** The name of a calling code for the field's button ('+86'), or the code alone when it is not listed. */
export function nationCodeLabel(code: string): string {
  return `+${code || DEFAULT_NATION_CODE}`
}

export function nationCodeName(code: string): string | null {
  return NATION_CODES.find(o => o.code === code)?.name ?? null
}
