/**
 * /import/yfull (spec 2.5, 3.14 "Gene data upload"): a Y full-sequence result from another
 * company, as a chrY VCF (GRCh37) or a list of Y-SNPs with +/- (in the mini-program, from a
 * WeChat chat). The server calls the deepest Y haplogroup the data supports and shows its path
 * with the SNPs read on each branch; nothing is stored. Refusals are the server's plain Chinese.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AGREEMENTS } from '@xungen/contracts'
import AgreementCheck from '@/components/AgreementCheck'
import Button from '@/components/Button'
import { chooseRawFile, type ChosenFile } from '@/platform/chooseFile'
import { fieldErrorsOf } from '@/services/errors'
import { useSubmit } from '@/hooks/useSubmit'
import { YFULL_FILE_EXTENSIONS, sizeText, yfullFileProblem } from '../model'
import '../../persons/components/persons.scss'
import './import.scss'
import { call } from '@/services/call'
import { acceptCurrentVersions } from '@/features/consent/published'
import { IMPORT_ENDPOINTS, type EndpointOutput } from '@xungen/contracts/endpoints'
import { pressKeys } from '@/platform/keys'

type YFullResult = EndpointOutput<typeof IMPORT_ENDPOINTS.yfull>

export default function ImportYFull() {
  const [file, setFile] = useState<ChosenFile | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<YFullResult | null>(null)
  const [sensitive, setSensitive] = useState(false)

  async function pick() {
    const chosen = await chooseRawFile(YFULL_FILE_EXTENSIONS)
    if (!chosen) return
    const problem = yfullFileProblem(chosen)
    setError(problem)
    setResult(null)
    setFile(problem ? null : chosen)
  }

  // the consent, then the file with its progress bar; one upload at a time
  const uploading = useSubmit(async (chosen: ChosenFile) => {
    setError(null)
    setResult(null)
    setProgress(0)
    try {
      await acceptCurrentVersions(['sensitive'])
      setResult(await call(IMPORT_ENDPOINTS.yfull, { file: { filePath: chosen.path, fileName: chosen.name } }, { timeout: 10 * 60 * 1000, onProgress: p => setProgress(p) }))
    } finally {
      setProgress(null)
    }
  }, {
    failure: '上传失败，请稍后重试',
    onError: (err, message) => {
      const fields = fieldErrorsOf(err)
      setError(fields.file ?? Object.values(fields)[0] ?? message)
    }
  })

  function send() {
    if (file) void uploading.run(file)
  }

  const busy = uploading.busy
  return (
    <View className='xg-persons xg-import'>
      <Text className='xg-persons__title'>导入 Y 染色体全序列数据</Text>
      <Text className='xg-persons__note'>已做过 Y 染色体全序列检测？上传 Y 染色体（chrY）的 VCF 文件（GRCh37 坐标），或每行一个“SNP 名称 + 或 -”的 SNP 列表（如 M122+），即可按 ISOGG Y 染色体树判读数据所能支持的最深父系单倍群。文件只用于本次判读，不会保存。</Text>

      <View {...pressKeys(busy)} className='xg-import__file' ariaRole='button' onClick={busy ? undefined : pick}>
        <Text className='xg-import__file-name'>{file ? file.name : '选择 VCF 或 SNP 列表文件'}</Text>
        <Text className='xg-persons__meta'>{file ? sizeText(file.size) : process.env.TARO_ENV === 'weapp' ? '从微信聊天中选择' : '点击选择文件'}</Text>
      </View>

      <AgreementCheck agreements={[{ title: AGREEMENTS.sensitive.title, url: AGREEMENTS.sensitive.path }]} checked={sensitive} onChange={setSensitive} />
      {progress !== null && (
        <View className='xg-import__progress' ariaRole='progressbar' ariaLabel={`已上传 ${progress}%`}>
          <View className='xg-import__bar' style={{ width: `${progress}%` }} />
          <Text className='xg-import__percent'>{progress < 100 ? `上传中 ${progress}%` : '上传完成，正在判读…'}</Text>
        </View>
      )}
      {error && <Text className='xg-persons__error xg-import__error'>{error}</Text>}
      <Button block size='l' onClick={send} disabled={!file || !sensitive} loading={busy}>开始判读</Button>

      {result && (
        <View className='xg-import__result' ariaRole='region' ariaLabel='Y 染色体单倍群判读结果'>
          <Text className='xg-persons__meta'>父系单倍群</Text>
          <Text className='xg-persons__title'>{result.shortName}</Text>
          <Text className='xg-persons__note'>
            ISOGG 全称 {result.haplogroup}（{result.majorClade} 大类），置信度 {(result.posterior * 100).toFixed(1)}%{result.tentative ? '；该分支在 ISOGG 树中为暂定位置' : ''}。
            共读取 {result.counts.typed} 个 Y-SNP：{result.counts.derived} 个突变型、{result.counts.ancestral} 个祖先型，其中 {result.counts.supporting} 个支持该路径{result.counts.conflicting ? `，${result.counts.conflicting} 个与之不符` : ''}。
          </Text>
          <Text className='xg-persons__meta'>从根到该单倍群的路径（每个分支读到的突变型 / 祖先型 SNP 数）</Text>
          {result.path.filter(p => p.derived + p.ancestral > 0).map(p => (
            <View key={p.haplogroup} className='xg-persons__switch-row'>
              <Text>{p.shortName}</Text>
              <Text className='xg-persons__meta'>突变 {p.derived} · 祖先 {p.ancestral}</Text>
            </View>
          ))}
          <Text className='xg-persons__note'>参考树：{result.tree}</Text>
        </View>
      )}
    </View>
  )
}
