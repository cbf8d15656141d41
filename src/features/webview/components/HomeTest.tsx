/**
 * /home-test (spec 2.13 居家检测): the tests whose sample is taken at home. What each test is, its
 * sample and method, what it can tell, are its definition (contracts report/nonchip); its price
 * and whether it is on sale are the catalogue's; the text above is what staff publish
 * (page/home-test). /home-test/report: the account's home-test reports, or the demo reports.
 */
import { Text, View } from '@tarojs/components'
import { NONCHIP_DEFINITIONS, yuanText } from '@xungen/contracts'
import Button from '@/components/Button'
import Heading from '@/components/Heading'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import ContentView from '@/features/content/components/ContentView'
import { commerce } from '@/features/commerce/api'
import { NONCHIP_SAMPLE_BARCODE } from '@/features/report/model/nonchip'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { useQuery } from '@/hooks/useQuery'
import { href } from '@/routes/href'
import { useSession } from '@/stores/session'
import { homeTestCards, homeTestReports, HOME_TEST_TYPES, type HomeTestCard } from '../model/homeTest'
import '@/features/content/components/WhitePaper/index.scss'
import './webview.scss'

const STEPS = [
  { text: '选购检测，采样盒寄到家。', link: { label: '选购', to: href('/shop/group') } },
  { text: '按采样说明绑定采样盒，填写检测人信息。', link: { label: '采样说明', to: href('/user/persons/bind/instructions') } },
  { text: '在家按说明采集样本，预约回寄到实验室。', link: { label: '样本回寄', to: href('/buy/express/return-shipping') } },
  { text: '实验室出具结果后，在“居家检测报告”中查看。', link: { label: '居家检测报告', to: href('/home-test/report') } }
]

/** the demo report of a test (示例), whoever looks */
const sampleReport = (reportPath: string) => `${reportPath}?barcode=${NONCHIP_SAMPLE_BARCODE}`

function TestCard({ card }: { card: HomeTestCard }) {
  const { definition: d, product } = card
  const sku = product?.skuInfos[0]
  return (
    <View className='xg-wv__card' data-home-test={card.type}>
      <Text className='xg-wv__card-title'>{d.name}</Text>
      <Text className='xg-wv__meta'>{`样本：${d.sample}${d.sex === 'female' ? '；仅限女性' : ''}`}</Text>
      <Text className='xg-wv__meta'>{`方法：${d.method}`}</Text>
      <Text className='xg-paper__line'>{d.canTell[0]}</Text>
      <View className='xg-wv__row'>
        {product && sku ? <Text className='xg-price'>{`¥${yuanText(sku.actualPriceFen)}`}</Text> : <Text className='xg-wv__meta'>暂未在售</Text>}
        {product && <Button size='s' to={href('/shop/product-detail', {}, { id: product.alias })}>查看详情</Button>}
      </View>
      <View className='xg-wv__links'>
        <Link to={sampleReport(d.reportPath)} className='xg-wv__link'>示例报告</Link>
        {d.statementPath && <Link to={d.statementPath} className='xg-wv__link'>检测声明</Link>}
      </View>
    </View>
  )
}

export function HomeTest() {
  const products = useQuery(['commerce', 'products', ''], () => commerce.products())
  return (
    <View className='xg-paper' data-page='home-test'>
      <Text className='xg-paper__title'>居家检测</Text>
      <ContentView contentKey='page/home-test' showTitle={false} fallback={<Text className='xg-paper__line'>不用去医院排队：以下检测在家就能采样，寄回实验室后在线查看结果。每项检测的样本、方法和能告诉你什么，都写在它的检测说明里。</Text>} />
      <Heading level={2} className='xg-paper__heading'>怎么做</Heading>
      <View className='xg-wv__steps'>
        {STEPS.map((s, i) => (
          <Text key={s.text} className='xg-wv__step'>
            {`${i + 1}. ${s.text} `}
            <Link to={s.link.to} className='xg-wv__link'>{s.link.label}</Link>
          </Text>
        ))}
      </View>
      <Heading level={2} className='xg-paper__heading'>可以居家采样的检测</Heading>
      <PageState state={products} failure='检测项目加载失败'>
        {data => <>{homeTestCards(data.list).map(c => <TestCard key={c.type} card={c} />)}</>}
      </PageState>
      <Text className='xg-paper__note'>检测结果不是医学诊断；结果异常或身体不适，请及时就医。</Text>
    </View>
  )
}

export function HomeTestReport() {
  const token = useSession(s => s.token)
  // the same list (and key) as the account's detection status: own detections with their state
  const detections = useQuery(['persons', 'detectionStatusList', Boolean(token)], () => (token ? call(PERSONS_ENDPOINTS.detectionStatusList) : Promise.resolve({ list: [] })))
  return (
    <View className='xg-paper' data-page='home-test-report'>
      <Text className='xg-paper__title'>居家检测报告</Text>
      <PageState state={detections} failure='检测记录加载失败'>
        {data => {
          const rows = homeTestReports(data.list)
          if (!rows.length) {
            return (
              <View>
                <Text className='xg-paper__line'>{token ? '您还没有居家检测。绑定采样盒并寄回样本后，结果会出现在这里。' : '登录后查看您的居家检测报告。下面是各项检测的示例报告（示例数据，不是任何人的结果）。'}</Text>
                {!token && <Button size='s' to={href('/auth/signin', {}, { from: href('/home-test/report') })}>去登录</Button>}
                {HOME_TEST_TYPES.map(t => (
                  <Link key={t} to={sampleReport(NONCHIP_DEFINITIONS[t].reportPath)} className='xg-wv__card' data-sample-report={t}>
                    <Text className='xg-wv__card-title'>{`${NONCHIP_DEFINITIONS[t].name}（示例）`}</Text>
                    <Text className='xg-wv__meta'>{NONCHIP_DEFINITIONS[t].sample}</Text>
                  </Link>
                ))}
                <Button variant='secondary' to={href('/home-test')}>了解居家检测</Button>
              </View>
            )
          }
          return (
            <View>
              {rows.map(r => (
                <View key={r.barcode} className='xg-wv__card' data-home-report={r.barcode}>
                  <Text className='xg-wv__card-title'>{r.productName}</Text>
                  <Text className='xg-wv__meta'>{`${r.personName} · 样本编号 ${r.barcode}`}</Text>
                  <View className='xg-wv__row'>
                    {r.reportUrl ? (
                      <Button size='s' to={r.reportUrl}>查看报告</Button>
                    ) : (
                      <>
                        <Text className='xg-wv__meta'>{r.stateTitle ? `${r.stateTitle}，报告尚未出具` : '报告尚未出具'}</Text>
                        <Button size='s' variant='secondary' to={href('/user/persons/detection-status/:barcode?', { barcode: r.barcode })}>检测进度</Button>
                      </>
                    )}
                  </View>
                </View>
              ))}
            </View>
          )
        }}
      </PageState>
    </View>
  )
}
