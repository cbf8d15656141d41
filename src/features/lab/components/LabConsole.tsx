/**
 * /ops/lab (issue "From kit to report" item 4; the website only): the laboratory's console for
 * staff with the lab role. Produce a batch of kits, see the latest sample of every bound kit, and
 * move a sample on: receive it, pass or fail its DNA QC (a fail asks the person for a new
 * sample), upload the chip's raw file (analysis follows), publish a held report, retry a failed
 * analysis. Which action a state allows is the contracts' LAB_TRANSITIONS, as the server holds
 * it; the server answers everyone without the role as if it did not exist (4004), and the page says
 * the account has no laboratory access.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { chinaShortDateTime, CODES, isNonChipType, KIT_PRODUCTS, LAB_TRANSITIONS, NONCHIP_DEFINITIONS, NONCHIP_KIT_PRODUCTS, PRODUCIBLE_SKUS, SAMPLE_STATE_LABELS, SAMPLE_STATES, type SampleState, sampleStateLabel } from '@xungen/contracts'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import Link from '@/components/Link'
import { inputLabel } from '@/components/Field'
import { confirm, toast } from '@/components/feedback'
import { useLoad } from '@/hooks/useLoad'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { chooseRawFile } from '@/platform/chooseFile'
import type { LabSample } from '@/services/api/persons'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import '../../persons/components/persons.scss'
import './lab.scss'
import { call } from '@/services/call'
import { LAB_ENDPOINTS } from '@xungen/contracts/endpoints'
import NonChipResultForm from './NonChipResultForm'

/** a kit's product by its Chinese name (the SKU is the laboratory's code, not a word) */
const skuName = (sku: string): string => KIT_PRODUCTS[sku]?.name ?? NONCHIP_KIT_PRODUCTS[sku]?.name ?? (sku === 'y_full' ? 'Y 染色体全序列' : sku)

const can = (action: keyof typeof LAB_TRANSITIONS, state: string) => (LAB_TRANSITIONS[action] as readonly string[]).includes(state)
/** how staff say a state: the person's wording, except the two a person sees as one (报告复核中) */
const STAFF_LABEL = (s: string, productType?: string) => (s === 'held' ? '待人工复核' : s === 'analysisFailed' ? '分析失败' : SAMPLE_STATE_LABELS[s as SampleState] ? sampleStateLabel(s as SampleState, productType).title : s)
const FILTERS: Array<{ key: SampleState | 'all'; label: string }> = [
  { key: 'all', label: '全部' },
  ...Object.values(SAMPLE_STATES).map(s => ({ key: s, label: STAFF_LABEL(s) }))
]
const time = chinaShortDateTime

function SampleRow({ s, onDone }: { s: LabSample; onDone: () => void }) {
  const [progress, setProgress] = useState<number | null>(null)
  const [entering, setEntering] = useState(false)
  // a report held for a sex mismatch is released with a conclusion and the reason the owner reads
  const [reason, setReason] = useState('')
  // non-chip tests (issue 15 item 3): after QC the result is typed in, not uploaded
  const nonChip = isNonChipType(s.productType) ? s.productType : null
  // one action at a time; a failure names the action (「签收失败」) unless the server says more
  const acting = useSubmit(async (label: string, run: () => Promise<unknown>) => {
    try {
      await run()
    } catch (err) {
      toast(messageOf(err, `${label}失败`))
      return
    } finally {
      setProgress(null)
    }
    toast(`${label}：已完成`, 'success')
    onDone()
  }, { onError: inToast })
  const act = (label: string, run: () => Promise<unknown>) => acting.runFor(label, label, run)
  const busy = acting.busyKey
  async function upload() {
    const file = await chooseRawFile(['txt', 'csv', 'tsv', 'vcf', 'zip', 'gz'])
    if (file) await act('上传芯片数据', () => call(LAB_ENDPOINTS.uploadGenotype, { params: { barcode: s.barcode }, file: { filePath: file.path, fileName: file.name } }, { timeout: 10 * 60 * 1000, onProgress: setProgress }))
  }
  async function fail() {
    if (await confirm(`确认 ${s.barcode} 的 DNA 质检不通过？用户会收到重新采样的通知。`, { confirmText: '不通过', danger: true })) {
      await act('质检不通过', () => call(LAB_ENDPOINTS.qc, { params: { barcode: s.barcode }, body: { passed: false, note: 'DNA 含量或质量不足' } }))
    }
  }
  return (
    <View className={`xg-lab__sample xg-lab__sample--${s.state}`}>
      <View className='xg-persons__row'>
        <Text className='xg-lab__barcode'>{s.barcode}</Text>
        <Text className={`xg-persons__tag${s.state === 'qcFailed' || s.state === 'held' || s.state === 'analysisFailed' ? ' xg-persons__tag--problem' : ''}`}>{STAFF_LABEL(s.state, s.productType)}</Text>
        {s.expedited && <Text className='xg-persons__tag xg-persons__tag--problem xg-lab__expedited'>加急</Text>}
      </View>
      <Text className='xg-persons__meta'>{`${nonChip ? `${NONCHIP_DEFINITIONS[nonChip].name} · ` : ''}${s.personName} · 第 ${s.seq} 份样本 · ${time(s.updatedAt)}${s.holdReason ? ` · ${s.holdReason}` : ''}`}</Text>
      <View className='xg-persons__actions'>
        {can('receive', s.state) && <Button size='s' loading={busy === '签收'} onClick={() => act('签收', () => call(LAB_ENDPOINTS.receive, { params: { barcode: s.barcode } }))}>签收样本</Button>}
        {can('qcPass', s.state) && <Button size='s' loading={busy === '质检通过'} onClick={() => act('质检通过', () => call(LAB_ENDPOINTS.qc, { params: { barcode: s.barcode }, body: { passed: true } }))}>质检通过</Button>}
        {can('qcFail', s.state) && <Button size='s' variant='danger' loading={busy === '质检不通过'} onClick={fail}>质检不通过</Button>}
        {nonChip && can('enterResult', s.state) && <Button size='s' variant={entering ? 'ghost' : 'primary'} onClick={() => setEntering(!entering)}>{entering ? '收起结果录入' : '录入检测结果'}</Button>}
        {!nonChip && can('uploadGenotype', s.state) && <Button size='s' loading={busy === '上传芯片数据'} onClick={upload}>上传芯片数据</Button>}
        {can('release', s.state) && (
          <>
            <Button size='s' loading={busy === '更正性别并发布'} onClick={() => act('更正性别并发布', () => call(LAB_ENDPOINTS.release, { params: { barcode: s.barcode }, body: { note: '人工复核：更正为基因性别', sexConclusion: 'genetic', reason: reason.trim() } }))}>登记有误：更正性别并发布</Button>
            <Button size='s' variant='secondary' loading={busy === '保留登记性别并发布'} onClick={() => act('保留登记性别并发布', () => call(LAB_ENDPOINTS.release, { params: { barcode: s.barcode }, body: { note: '人工复核：保留登记性别', sexConclusion: 'declared', reason: reason.trim() } }))}>样本无误：保留登记性别并发布</Button>
          </>
        )}
        {can('retry', s.state) && <Button size='s' variant='secondary' loading={busy === '重新分析'} onClick={() => act('重新分析', () => call(LAB_ENDPOINTS.retry, { params: { barcode: s.barcode } }))}>重新分析</Button>}
      </View>
      {can('release', s.state) && (
        <Input className='xg-persons__input xg-lab__reason' placeholder='复核原因（用户可见），例如：经电话核实，绑定时性别选错' value={reason} maxlength={200} onInput={e => setReason(e.detail.value)} />
      )}
      {nonChip && entering && can('enterResult', s.state) && <NonChipResultForm barcode={s.barcode} productType={nonChip} onPublished={onDone} />}
      {progress !== null && (
        <View className='xg-import__progress' ariaRole='progressbar'>
          <View className='xg-import__bar' style={{ width: `${progress}%` }} />
          <Text className='xg-import__percent'>{`上传中 ${progress}%`}</Text>
        </View>
      )}
    </View>
  )
}

function Batches() {
  const batches = useLoad(() => call(LAB_ENDPOINTS.batches), [])
  const [sku, setSku] = useState<string | null>('standard')
  const [count, setCount] = useState('10')
  const [made, setMade] = useState<string[] | null>(null)
  const producing = useSubmit(async (body: { sku: string; count: number }) => {
    const batch = await call(LAB_ENDPOINTS.produceBatch, { body })
    setMade(batch.barcodes)
    batches.reload()
  }, { failure: '生产失败', onError: inToast })
  function produce() {
    if (sku) void producing.run({ sku, count: Number(count) })
  }
  return (
    <View className='xg-persons__card xg-lab__batches'>
      <Text className='xg-persons__name'>生产采样器</Text>
      <ChoiceList name='sku' layout='chips' value={sku} onChange={setSku} choices={PRODUCIBLE_SKUS.map(k => ({ key: k, label: skuName(k) }))} />
      <View className='xg-persons__row'>
        <Input className='xg-lab__count' {...inputLabel('生产数量')} type='number' value={count} onInput={e => setCount(e.detail.value)} />
        <Button onClick={produce} loading={producing.busy} disabled={!sku || !(Number(count) > 0)}>生产一批</Button>
      </View>
      {made && <Text className='xg-lab__made'>{`新批次编码：${made.join('、')}`}</Text>}
      {batches.status === 'done' && batches.data.list.slice(0, 5).map(b => (
        <Text key={b.id} className='xg-persons__meta'>{`批次 ${b.id} · ${skuName(b.sku)} · ${b.count} 个 · ${time(b.createdAt)}`}</Text>
      ))}
    </View>
  )
}

export default function LabConsole() {
  const authed = useSession(s => Boolean(s.token))
  const [filter, setFilter] = useState<SampleState | 'all'>('all')
  const samples = useLoad(() => (authed ? call(LAB_ENDPOINTS.samples, { query: { state: filter === 'all' ? undefined : filter } }) : Promise.resolve({ list: [] })), [authed, filter])
  if (!authed) {
    return (
      <View className='xg-persons xg-lab'>
        <Text className='xg-persons__title'>实验室工作台</Text>
        <Text className='xg-persons__note'>请使用实验室账号登录。</Text>
        <Button to='/auth/signin?from=%2Fops%2Flab'>登录</Button>
      </View>
    )
  }
  if (samples.status === 'failed') {
    // the server answers an account without the lab role as if the console did not exist (4004; 1110 before)
    const denied = samples.error instanceof ApiError && (samples.error.code === CODES.NOT_FOUND || samples.error.code === CODES.NO_REPORT_PERMISSION)
    return (
      <View className='xg-persons xg-lab'>
        <Text className='xg-persons__title'>实验室工作台</Text>
        <Text className='xg-persons__error'>{denied ? '当前账号没有实验室权限，请联系管理员开通。' : messageOf(samples.error, '加载失败，请稍后重试')}</Text>
        {!denied && <Button onClick={samples.reload}>重试</Button>}
        <Link to='/' className='xg-persons__a'>返回首页</Link>
      </View>
    )
  }
  return (
    <View className='xg-persons xg-lab'>
      <Text className='xg-persons__title'>实验室工作台</Text>
      <Batches />
      <View className='xg-persons__card'>
        <View className='xg-persons__row'>
          <Text className='xg-persons__name'>样本</Text>
          <Button size='s' variant='ghost' onClick={samples.reload}>刷新</Button>
        </View>
        <ChoiceList name='state' layout='chips' value={filter} onChange={setFilter} choices={FILTERS} />
        {samples.status === 'loading' && <Text className='xg-persons__loading'>加载中…</Text>}
        {samples.status === 'done' && samples.data.list.length === 0 && <Text className='xg-persons__note'>没有这个状态的样本。</Text>}
        {samples.status === 'done' && samples.data.list.map(s => <SampleRow key={`${s.barcode}-${s.seq}`} s={s} onDone={samples.reload} />)}
      </View>
    </View>
  )
}
