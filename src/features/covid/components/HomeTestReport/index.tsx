/**
 * /home-test/report 居家检测报告 (spec 3.14 Covid, 7.3 covid19 report): the result of one of the
 * account's samples (?code=), as staff recorded it; the server answers 404 for a sample of anyone
 * else and while there is no result yet.
 */
import { Text, View } from '@tarojs/components'
import { CODES, COVID_SAMPLE_PATTERN, chinaDateTime, normalizeCovidSampleCode } from '@xungen/contracts'
import { COVID } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import PageState, { stateLine } from '@/components/PageState'
import { useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { dayLabel } from '../../model/covid'
import '../covid.scss'

export default function HomeTestReport({ code }: { code: string }) {
  const sampleCode = normalizeCovidSampleCode(code)
  const valid = COVID_SAMPLE_PATTERN.test(sampleCode)
  const authed = useSession(s => Boolean(s.token))
  const report = useQuery(['covid', 'report', sampleCode, authed], () => (valid && authed ? call(COVID.covidReport, { params: { sampleCode } }) : Promise.resolve(null)))
  const back = <Button variant='secondary' to={href('/home-test')}>返回我的采样管</Button>
  if (!valid) {
    return (
      <View className='xg-covid'>
        {stateLine('请从“我的采样管”中打开要查看的报告')}
        {back}
      </View>
    )
  }
  return (
    <View className='xg-covid xg-covid-report'>
      <PageState
        state={report}
        signedOut={<View>{stateLine('请登录后查看您的检测报告')}<Button to={href('/auth/signin', {}, { from: `/home-test/report?code=${sampleCode}` })}>登录</Button></View>}
        onCode={(c, error) => (c === CODES.NOT_FOUND ? <View>{stateLine(error.message || '报告尚未发布')}{back}</View> : null)}
      >
        {r => (
          <View className='xg-covid__card'>
            <Text className='xg-covid__title'>新冠核酸检测报告</Text>
            <View className={`xg-covid-report__result xg-covid-report__result--${r.result}`}>
              <Text className='xg-covid-report__label'>检测结果</Text>
              <Text className='xg-covid-report__value'>{r.resultText}</Text>
            </View>
            <Text className='xg-covid__line'>{`受检人：${r.personName}`}</Text>
            <Text className='xg-covid__line'>{`采样管编码：${r.sampleCode}`}</Text>
            <Text className='xg-covid__line'>{`采样机构：${r.supplierName}${r.supplierDemo ? '（示例机构，本报告仅供体验流程）' : ''}`}</Text>
            <Text className='xg-covid__line'>{`预约日期：${dayLabel(r.day)}`}</Text>
            {r.sampledAt !== null && <Text className='xg-covid__line'>{`采样时间：${chinaDateTime(r.sampledAt)}`}</Text>}
            <Text className='xg-covid__line'>{`报告时间：${chinaDateTime(r.reportedAt)}`}</Text>
            {r.note && <Text className='xg-covid__line'>{`说明：${r.note}`}</Text>}
            <Text className='xg-covid__note'>本报告仅对本次采集的样本负责；如有发热、咳嗽等症状，请及时就医。</Text>
            {back}
          </View>
        )}
      </PageState>
    </View>
  )
}
