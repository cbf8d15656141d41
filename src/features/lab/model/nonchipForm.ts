/**
 * The lab's non-chip result form as data (issue 15 item 3): what each field of a definition holds
 * while staff type (text for numbers, so a half-typed "1." stays), how that becomes the values the
 * definition validates, and where each validation problem is shown. The form is generated from
 * the definition (contracts report/nonchip); the rules are the contracts' validateNonChipValues,
 * the same the server applies.
 */
import type { NonChipDefinition, NonChipValues, NonChipVariant } from '@xungen/contracts'

export interface VariantDraft {
  gene: string
  hgvsC: string
  hgvsP: string
  zygosity: string
  classification: string
}
export type FieldDraft = string | string[] | VariantDraft[]
export type FormDraft = Record<string, FieldDraft>

export const EMPTY_VARIANT: VariantDraft = { gene: '', hgvsC: '', hgvsP: '', zygosity: 'het', classification: '' }

/** the form's starting state: the saved values, or empty (a panel starts with every gene ticked) */
export function draftOf(def: NonChipDefinition, values: Record<string, unknown> | null): FormDraft {
  const draft: FormDraft = {}
  for (const f of def.fields) {
    const v = values?.[f.key]
    if (f.kind === 'number') draft[f.key] = typeof v === 'number' ? String(v) : ''
    else if (f.kind === 'multi') draft[f.key] = Array.isArray(v) ? (v as string[]) : f.minItems > 0 ? f.choices.map(c => c.value) : []
    else if (f.kind === 'variants') draft[f.key] = Array.isArray(v) ? (v as NonChipVariant[]).map(x => ({ ...EMPTY_VARIANT, ...x, hgvsP: x.hgvsP ?? '' })) : []
    else draft[f.key] = typeof v === 'string' ? v : ''
  }
  return draft
}

/**
 * The values to validate and send: an empty optional field is left out, a number is parsed (a
 * word that is not a number stays a string, so validation says it is not a number), an empty
 * p. change of a variant is left out.
 */
export function valuesOf(def: NonChipDefinition, draft: FormDraft): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const f of def.fields) {
    const d = draft[f.key]
    if (f.kind === 'number') {
      const s = String(d ?? '').trim()
      if (s === '') continue
      values[f.key] = /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : s
    } else if (f.kind === 'multi') values[f.key] = d ?? []
    else if (f.kind === 'variants') {
      values[f.key] = ((d as VariantDraft[]) ?? []).map(v => {
        const out: Record<string, string> = { gene: v.gene.trim().toUpperCase(), hgvsC: v.hgvsC.trim(), zygosity: v.zygosity, classification: v.classification }
        if (v.hgvsP.trim()) out.hgvsP = v.hgvsP.trim()
        return out
      })
    } else {
      const s = String(d ?? '').trim()
      if (s !== '' || f.required) values[f.key] = s
    }
  }
  return values
}

/** problems by field path (detectedTypes.0 → detectedTypes; variants.1.hgvsC stays), the first of each */
export function errorsByField(problems: ReadonlyArray<{ field: string; message: string }>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const p of problems) {
    const key = p.field.startsWith('variants.') ? p.field : p.field.split('.')[0]
    if (!(key in out)) out[key] = p.message
  }
  return out
}

export type { NonChipValues }
