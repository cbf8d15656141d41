/**
 * /report/electronic-report (spec 2.9): the PDF of the report, made on the server (a one-page
 * summary, every unlocked health item with its genotypes, charts, evidence and citations, the
 * ancestry with the paternal and maternal paths; 示例 on the demo), downloaded in the browser or
 * opened in WeChat's viewer.
 */
import { Text, View } from '@tarojs/components'
import Button from '@/components/Button'
import { openPdf } from '@/platform/openPdf'
import { report } from '@/features/report/model/api'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { useReportHome, useSelectedBarcode } from '../../hooks/useReport'
import { Failed, Loading, ReportHeader, Section } from '../ReportBits'

export default function ElectronicReport() {
  const state = useReportHome()
  const urlBarcode = useSelectedBarcode()
  const generating = useSubmit(async (barcode: string) => {
    const { url } = await report.electronicReport(barcode)
    await openPdf(url)
  }, { failure: '生成失败，请稍后重试', onError: inToast })
  const busy = generating.busy
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const home = state.data
  async function download() {
    await generating.run(urlBarcode ?? home.barcode)
  }
  return (
    <View className='xg-report-page'>
      <ReportHeader head={home} title='电子报告' />
      <Section title='报告 PDF'>
        <Text className='xg-report-p'>
          首页是一页摘要（受检人、条码、日期、各类健康结果和祖源概览），之后是每个已解锁项目的结果、各位点基因型与东亚人群图表、证据等级，祖源成分与父系、母系路径，以及参考文献{home.sample ? '；示例报告的每一页都标有“示例”' : ''}。
        </Text>
        <Button onClick={download} loading={busy}>下载电子报告</Button>
      </Section>
    </View>
  )
}
