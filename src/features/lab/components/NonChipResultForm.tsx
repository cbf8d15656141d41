/**
 * /ops/lab: the structured result of a non-chip sample (issue 15 item 3), a form generated from
 * its product type's definition (contracts report/nonchip): numbers with their unit, choices,
 * ticked lists, texts and, for the sequencing panels, the reported variants. The same
 * validation as the server's runs before saving (Chinese messages under each field); the server's
 * refusals land under the same fields. Saved results are drafts until staff publish them.
 */
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { NONCHIP_DEFINITIONS, type NonChipField, type NonChipType } from '@xungen/contracts'
import { NONCHIP_ENDPOINTS, validateNonChipValues } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import Field from '@/components/Field'
import { confirm, toast } from '@/components/feedback'
import { useLoad } from '@/hooks/useLoad'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { EMPTY_VARIANT, draftOf, errorsByField, valuesOf, type FormDraft, type VariantDraft } from '../model/nonchipForm'
import { pressKeys } from '@/platform/keys'

const ZYGOSITY = [{ key: 'het', label: '杂合' }, { key: 'hom', label: '纯合' }, { key: 'hemi', label: '半合子' }]
const CLASSES = [{ key: 'P', label: '致病' }, { key: 'LP', label: '可能致病' }, { key: 'VUS', label: '意义未明' }]

function serverErrors(err: unknown): Record<string, string> | null {
  if (!(err instanceof ApiError) || err.code !== 4006) return null
  const fields = (err.data as { fields?: Array<{ field: string; message: string }> } | null)?.fields
  return fields?.length ? errorsByField(fields) : null
}

function MultiChips({ field, value, onChange }: { field: Extract<NonChipField, { kind: 'multi' }>; value: string[]; onChange: (v: string[]) => void }) {
  return (
    <View className='xg-choices xg-choices--chips' ariaRole='group'>
      {field.choices.map(c => {
        const on = value.includes(c.value)
        return (
          <View key={c.value} {...pressKeys()} ariaRole='checkbox' ariaChecked={on} className={`xg-choices__item${on ? ' xg-choices__item--selected' : ''}`} onClick={() => onChange(on ? value.filter(x => x !== c.value) : [...value, c.value])}>
            <Text className='xg-choices__label'>{c.label}</Text>
          </View>
        )
      })}
    </View>
  )
}

function Variants({ rows, errors, onChange }: { rows: VariantDraft[]; errors: Record<string, string>; onChange: (rows: VariantDraft[]) => void }) {
  const set = (i: number, patch: Partial<VariantDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  return (
    <View className='xg-lab__variants'>
      {rows.length === 0 && <Text className='xg-persons__meta'>未报告变异（检测基因中未发现致病、可能致病或意义未明变异）。</Text>}
      {rows.map((r, i) => {
        const e = (k: string) => errors[`variants.${i}.${k}`] ?? null
        return (
          <View key={i} className='xg-lab__variant'>
            <Text className='xg-persons__name'>{`变异 ${i + 1}`}</Text>
            <Field label='基因' error={e('gene')} name={`variant-${i}-gene`}><Input className='xg-lab__input' value={r.gene} placeholder='如 BRCA2' onInput={ev => set(i, { gene: ev.detail.value })} /></Field>
            <Field label='c. 变异（HGVS）' error={e('hgvsC')} name={`variant-${i}-hgvsC`}><Input className='xg-lab__input' value={r.hgvsC} placeholder='如 c.5946del' onInput={ev => set(i, { hgvsC: ev.detail.value })} /></Field>
            <Field label='p. 变异（可选）' error={e('hgvsP')} name={`variant-${i}-hgvsP`}><Input className='xg-lab__input' value={r.hgvsP} placeholder='如 p.Ser1982fs' onInput={ev => set(i, { hgvsP: ev.detail.value })} /></Field>
            <Field label='杂合性' error={e('zygosity')}><ChoiceList layout='chips' value={r.zygosity || null} onChange={k => set(i, { zygosity: k })} choices={ZYGOSITY} /></Field>
            <Field label='ACMG/AMP 分级' error={e('classification')}><ChoiceList layout='chips' value={r.classification || null} onChange={k => set(i, { classification: k })} choices={CLASSES} /></Field>
            <Button size='s' variant='ghost' onClick={() => onChange(rows.filter((_, j) => j !== i))}>删除该变异</Button>
          </View>
        )
      })}
      <Button size='s' variant='secondary' onClick={() => onChange([...rows, { ...EMPTY_VARIANT }])}>添加变异</Button>
    </View>
  )
}

type NonChipValuesOf = Extract<ReturnType<typeof validateNonChipValues>, { ok: true }>['values']

export default function NonChipResultForm({ barcode, productType, onPublished }: { barcode: string; productType: NonChipType; onPublished: () => void }) {
  const def = NONCHIP_DEFINITIONS[productType]
  const saved = useLoad(() => call(NONCHIP_ENDPOINTS.labResult, { params: { barcode } }), [barcode])
  const [draft, setDraft] = useState<FormDraft | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const saving = useSubmit(async (values: NonChipValuesOf) => {
    await call(NONCHIP_ENDPOINTS.labSaveResult, { params: { barcode }, body: { values } })
    toast('检测结果已保存', 'success')
    saved.reload()
    return true
  }, {
    failure: '保存失败',
    onError: (err, message) => {
      const placed = serverErrors(err)
      if (placed) setErrors(placed)
      toast(message)
    }
  })
  const publishing = useSubmit(async () => {
    await call(NONCHIP_ENDPOINTS.labPublishResult, { params: { barcode } })
    toast('检测结果已发布', 'success')
    onPublished()
  }, { failure: '发布失败', onError: inToast })
  useEffect(() => {
    if (saved.status === 'done') setDraft(draftOf(def, saved.data.values))
  }, [saved.status === 'done' ? saved.data : null]) // eslint-disable-line react-hooks/exhaustive-deps
  if (saved.status === 'loading' || (saved.status === 'done' && !draft)) return <Text className='xg-persons__loading'>加载中…</Text>
  if (saved.status === 'failed') return <Text className='xg-persons__error'>{messageOf(saved.error, '加载检测结果失败')}</Text>
  const d = draft!
  const status = saved.data.status
  const set = (key: string, value: FormDraft[string]) => {
    setDraft({ ...d, [key]: value })
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest)
  }

  async function save(): Promise<boolean> {
    const checked = validateNonChipValues(productType, valuesOf(def, d))
    if (!checked.ok) {
      setErrors(errorsByField(checked.problems))
      toast('请按提示修改检测结果')
      return false
    }
    setErrors({})
    return (await saving.run(checked.values)) ?? false
  }

  async function publish() {
    if (!(await save())) return
    if (!(await confirm(`确认发布 ${barcode} 的${def.name}结果？发布后用户即可查看，不能再修改。`, { confirmText: '发布' }))) return
    await publishing.run()
  }

  return (
    <View className='xg-lab__result'>
      <Text className='xg-persons__name'>{`${def.name} · 检测结果录入`}</Text>
      <Text className='xg-persons__meta'>{`${def.method}。${status === 'draft' ? '已保存草稿，尚未发布。' : status === 'published' ? '已发布。' : '尚未录入。'}`}</Text>
      {def.fields.map(f => {
        const label = `${f.label}${f.kind === 'number' ? `（${f.unit}）` : ''}${f.required ? '' : '（可选）'}`
        const error = errors[f.key] ?? null
        return (
          <Field key={f.key} label={label} error={error} hint={f.hint} name={`nonchip-${f.key}`}>
            {f.kind === 'number' || f.kind === 'text' ? (
              <Input className='xg-lab__input' type={f.kind === 'number' ? 'digit' : 'text'} value={d[f.key] as string} onInput={e => set(f.key, e.detail.value)} />
            ) : f.kind === 'choice' ? (
              <ChoiceList layout='chips' name={f.key} value={(d[f.key] as string) || null} onChange={k => set(f.key, k)} choices={f.choices.map(c => ({ key: c.value, label: c.label }))} />
            ) : f.kind === 'multi' ? (
              <MultiChips field={f} value={d[f.key] as string[]} onChange={v => set(f.key, v)} />
            ) : (
              <Variants rows={d[f.key] as VariantDraft[]} errors={errors} onChange={rows => { setDraft({ ...d, [f.key]: rows }); setErrors(e => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('variants.')))) }} />
            )}
          </Field>
        )
      })}
      <View className='xg-persons__actions'>
        <Button size='s' variant='secondary' loading={saving.busy} onClick={() => void save()}>保存草稿</Button>
        <Button size='s' loading={publishing.busy} onClick={() => void publish()}>保存并发布</Button>
      </View>
    </View>
  )
}
