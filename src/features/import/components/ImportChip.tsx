/**
 * /import/chip (spec 2.5, 3.14 "Gene data upload"): a raw-data file from another company (in the
 * mini-program, from a WeChat chat) for an existing tested person or a new one, sent with a
 * progress bar; the same pipeline as a kit analyses it. Every refusal is the server's plain
 * Chinese (unknown format, binary, truncated, too few markers, another build), nothing stored.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AGREEMENTS, APPELLATIONS, SAMPLE_COLLECTOR_RELATIONS, appellationProblem, impliedSex, normalizeName, normalizeNameInput, relativesNameProblem, type SampleCollectorRelation, type Sex } from '@xungen/contracts'
import RelativesNameField from '@/features/persons/components/RelativesNameField'
import AgreementCheck from '@/components/AgreementCheck'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import DateField from '@/components/DateField'
import Field from '@/components/Field'
import Switch from '@/components/Switch'
import { toast } from '@/components/feedback'
import { useLoad } from '@/hooks/useLoad'
import { useSubmit } from '@/hooks/useSubmit'
import { chooseRawFile, type ChosenFile } from '@/platform/chooseFile'
import { fieldErrorsOf, messageOf } from '@/services/errors'
import { redirect } from '@/navigation'
import { RAW_FILE_EXTENSIONS, WHOLE_GENOME_CONFIRM, fileProblem, looksLikeVcf, sizeText } from '../model'
import '../../persons/components/persons.scss'
import './import.scss'
import { call } from '@/services/call'
import { acceptCurrentVersions } from '@/features/consent/published'
import { IMPORT_ENDPOINTS, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import { pressKeys } from '@/platform/keys'

const NEW = 'new'
const RELATIONS = SAMPLE_COLLECTOR_RELATIONS.map(key => ({ key, label: APPELLATIONS[key].label }))

/** the chip's owner: a new tested person, or one of the account's */
type ChipPerson =
  | { name: string; gender: Sex; birthday: string; appellation: SampleCollectorRelation; relativesName?: string; geneRelatives: '0' | '1'; wholeGenome?: '1' }
  | { personId: number; geneRelatives?: '1'; wholeGenome?: '1' }

export default function ImportChip() {
  const owned = useLoad(() => call(PERSONS_ENDPOINTS.personsV2, { query: { page: 1, size: 100 } }), [])
  const [who, setWho] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [sex, setSex] = useState<Sex | null>(null)
  const [birthday, setBirthday] = useState('')
  const [relatives, setRelatives] = useState(false)
  // a new person: who they are to the account holder (as the wizard asks it) and the 称呼 relatives see
  const [relation, setRelation] = useState<SampleCollectorRelation | null>(null)
  const [alias, setAlias] = useState('')
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [file, setFile] = useState<ChosenFile | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  // PIPL: genetic data is sensitive personal information, agreed to separately
  const [sensitive, setSensitive] = useState(false)
  // a VCF: the uploader says whether it is a whole genome listing variant sites only
  const [wholeGenome, setWholeGenome] = useState(false)
  const vcf = file !== null && looksLikeVcf(file.name)

  const mine = owned.status === 'done' ? owned.data.list.filter(p => p.isBind) : []
  const choices = [...mine.map(p => ({ key: String(p.id), label: p.name })), { key: NEW, label: '新建检测人' }]
  const isNew = who === NEW
  const held = owned.status === 'done' ? owned.data.list.filter(p => p.isBind).flatMap(p => (p.basic.appellation ? [p.basic.appellation] : [])) : []
  const ready = file && who && sensitive && (!isNew || (name.trim() && sex && birthday && relation))

  function chooseRelation(key: string) {
    const r = key as SampleCollectorRelation
    setRelation(r)
    const implied = impliedSex(r)
    if (implied) setSex(implied)
    setFieldErrors(f => ({ ...f, appellation: appellationProblem(r, { sex: implied ?? sex, heldByOthers: held }) ?? '' }))
  }

  async function pick() {
    const chosen = await chooseRawFile(RAW_FILE_EXTENSIONS)
    if (!chosen) return
    const problem = fileProblem(chosen)
    setError(problem)
    setFile(problem ? null : chosen)
  }

  // the consent, then the file with its progress bar; one upload at a time
  const uploading = useSubmit(async (person: ChipPerson, chosen: ChosenFile) => {
    setError(null)
    setProgress(0)
    await acceptCurrentVersions(['sensitive'])
    const done = await call(IMPORT_ENDPOINTS.chip, { query: person, file: { filePath: chosen.path, fileName: chosen.name } }, { timeout: 10 * 60 * 1000, onProgress: p => setProgress(p) })
    setProgress(100)
    toast('上传成功', 'success')
    await redirect(`/user/persons/detection-status/${encodeURIComponent(done.barcode)}`)
  }, {
    failure: '上传失败，请稍后重试',
    onError: (err, message) => {
      setProgress(null)
      const fields = fieldErrorsOf(err)
      setFieldErrors(fields)
      setError(fields.file ?? Object.values(fields)[0] ?? message)
    }
  })

  async function send() {
    if (!file || !who || uploading.busy) return
    if (isNew) {
      const local = {
        appellation: appellationProblem(relation, { sex, heldByOthers: held }) ?? '',
        relativesName: relatives ? relativesNameProblem(alias, name) ?? '' : ''
      }
      setFieldErrors(local)
      if (local.appellation || local.relativesName) return
    }
    const confirmed = vcf && wholeGenome ? { wholeGenome: '1' as const } : {}
    const person: ChipPerson = isNew
      ? { name: normalizeName(name), gender: sex!, birthday, appellation: relation!, relativesName: relatives ? alias.trim() : undefined, geneRelatives: relatives ? ('1' as const) : ('0' as const), ...confirmed }
      : { personId: Number(who), geneRelatives: relatives ? ('1' as const) : undefined, ...confirmed }
    await uploading.run(person, file)
  }

  const busy = uploading.busy
  return (
    <View className='xg-persons xg-import'>
      <Text className='xg-persons__title'>导入芯片数据</Text>
      <Text className='xg-persons__note'>已在其他公司做过芯片检测？导入原始数据文件，即可获得祖源、健康报告并参与基因寻亲。支持 txt、csv、tsv、VCF 及其 zip、gz 压缩包，最大 50 MB。</Text>

      <Text className='xg-persons__meta'>这份数据属于</Text>
      {owned.status === 'loading' && <Text className='xg-persons__loading'>加载中…</Text>}
      {owned.status === 'failed' && <Text className='xg-persons__error'>{messageOf(owned.error, '检测人加载失败')}</Text>}
      {owned.status === 'done' && <ChoiceList name='import-person' layout='grid' choices={choices} value={who} onChange={setWho} />}

      {isNew && (
        <View className='xg-import__person'>
          <Field label='检测人是您的' name='import-appellation' error={fieldErrors.appellation || null}>
            <ChoiceList name='import-appellation' layout='grid' choices={RELATIONS} value={relation} onChange={chooseRelation} />
          </Field>
          <Field label='姓名' name='import-name'>
            <Input className='xg-persons__input' placeholder='检测人的真实姓名' value={name} onInput={e => setName(normalizeNameInput(e.detail.value))} />
          </Field>
          <Field label='性别' name='import-sex'>
            <ChoiceList layout='grid' choices={[{ key: 'male', label: '男' }, { key: 'female', label: '女' }]} value={sex} onChange={k => { if (!impliedSex(relation)) setSex(k as Sex) }} />
          </Field>
          <Field label='出生日期' name='import-birthday'>
            <DateField name='import-birthday' value={birthday} onChange={setBirthday} initial='1990-01-01' />
          </Field>
        </View>
      )}

      <View className='xg-persons__switch-row'>
        <View className='xg-import__switch-text'>
          <Text>开启基因寻亲</Text>
          <Text className='xg-persons__note'>与其他开启寻亲的用户比对 DNA，可随时在隐私设置中关闭。</Text>
        </View>
        <Switch checked={relatives} onChange={setRelatives} label='开启基因寻亲' />
      </View>
      {isNew && relatives && <RelativesNameField value={alias} onChange={v => { setFieldErrors(f => ({ ...f, relativesName: '' })); setAlias(v) }} error={fieldErrors.relativesName || null} inputClassName='xg-persons__input' />}

      <View {...pressKeys(busy)} className='xg-import__file' ariaRole='button' onClick={busy ? undefined : pick}>
        <Text className='xg-import__file-name'>{file ? file.name : '选择原始数据文件'}</Text>
        <Text className='xg-persons__meta'>{file ? sizeText(file.size) : process.env.TARO_ENV === 'weapp' ? '从微信聊天中选择' : '点击选择文件'}</Text>
      </View>

      {vcf && (
        <View className='xg-persons__switch-row'>
          <View className='xg-import__switch-text'>
            <Text>{WHOLE_GENOME_CONFIRM.label}</Text>
            <Text className='xg-persons__note'>{WHOLE_GENOME_CONFIRM.note}</Text>
          </View>
          <Switch checked={wholeGenome} onChange={setWholeGenome} label={WHOLE_GENOME_CONFIRM.label} />
        </View>
      )}

      <AgreementCheck agreements={[{ title: AGREEMENTS.sensitive.title, url: AGREEMENTS.sensitive.path }]} checked={sensitive} onChange={setSensitive} />
      {progress !== null && (
        <View className='xg-import__progress' ariaRole='progressbar' ariaLabel={`已上传 ${progress}%`}>
          <View className='xg-import__bar' style={{ width: `${progress}%` }} />
          <Text className='xg-import__percent'>{progress < 100 ? `上传中 ${progress}%` : '上传完成，正在校验数据…'}</Text>
        </View>
      )}
      {error && <Text className='xg-persons__error xg-import__error'>{error}</Text>}
      <Button block size='l' onClick={send} disabled={!ready} loading={busy}>开始导入</Button>
    </View>
  )
}
