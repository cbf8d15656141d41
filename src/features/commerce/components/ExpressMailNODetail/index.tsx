/**
 * /buy/express/:mailNO? (spec 2.3): 物流详情. The courier, tracking number, pickup address and
 * day, the samples in the parcel and the tracking events; without a number, every return shipment.
 */
import { Text, View } from '@tarojs/components'
import Button from '@/components/Button'
import PageState from '@/components/PageState'
import Link from '@/components/Link'
import Timeline from '@/components/Timeline'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { EXPRESS_STATE_TITLES, trackingTimeline, type ExpressTracking } from '../../model/expressMailNODetail'
import { useExpressMailNODetail } from '../../hooks/useExpressMailNODetail'
import '../../../persons/components/persons.scss'

function Shipment({ t }: { t: ExpressTracking }) {
  return (
    <View className='xg-express-mail-nodetail__item'>
      <Text className='xg-persons__title'>{EXPRESS_STATE_TITLES[t.state]}</Text>
      <Text className='xg-persons__meta'>{t.expressName} 运单号 {t.mailNO}</Text>
      <Text className='xg-persons__note'>取件日期 {t.pickupDate}，{t.contact.name} {t.contact.mobile}</Text>
      <Text className='xg-persons__note'>取件地址 {t.addressInfo.detail}</Text>
      <Text className='xg-persons__note'>样本 {t.barcodes.join('、')}</Text>
      <Timeline items={trackingTimeline(t)} />
    </View>
  )
}

export default function ExpressMailNODetail({ mailNO }: { mailNO?: string }) {
  const state = useExpressMailNODetail(mailNO)
  return (
    <PageState state={state} loading={<View className='xg-persons'><Text className='xg-persons__loading'>加载中…</Text></View>} failure='物流信息加载失败，请稍后重试'>
      {data => <Shipments mailNO={mailNO} list={data.list} />}
    </PageState>
  )
}

function Shipments({ mailNO, list }: { mailNO?: string; list: ExpressTracking[] }) {
  return (
    <View className='xg-persons xg-express-mail-nodetail'>
      {mailNO ? (
        list.map(t => <Shipment key={t.mailNO} t={t} />)
      ) : list.length === 0 ? (
        <Text className='xg-persons__note'>还没有样本回寄记录。</Text>
      ) : (
        list.map(t => (
          <Link key={t.mailNO} to={href('/buy/express/:mailNO?', { mailNO: t.mailNO })} className='xg-persons__switch-row'>
            <Text>{t.expressName} {t.mailNO}</Text>
            <Text className='xg-persons__meta'>{EXPRESS_STATE_TITLES[t.state]} · 取件日 {t.pickupDate}</Text>
          </Link>
        ))
      )}
      <Button block onClick={() => void navigate(href('/buy/express/return-shipping-reselect'))}>重新预约取件</Button>
    </View>
  )
}
