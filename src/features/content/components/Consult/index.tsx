/**
 * /consult (spec 2.1, 9 "Service hours: workdays 09:00-18:00"): genetic counselling, what it
 * covers, whether the counsellors are on duty now (the contracts' rule, China time) and how to
 * reach them, booking (Booking.tsx); the text staff publish under page/consult when there is one.
 */
import { Text, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import { useEffect, useState } from 'react'
import { SERVICE_HOURS_TEXT, isWithinServiceHours, serviceHoursLine } from '@xungen/contracts'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import ContentView from '../ContentView'
import ConsultBooking from './Booking'
import HealthQuestionnaire from './Questionnaire'
import '../WhitePaper/index.scss'

/**
 * What the page is about: genetic counselling (/consult), or the health consultant of the apps'
 * web views (/consultant/health, spec 2.13): the same counsellors, hours and booking, about the
 * health results (the chip's health areas and the home tests), with its own published text.
 */
const VARIANTS = {
  genetic: {
    title: '遗传咨询',
    contentKey: 'page/consult',
    helps: '解读报告中遗传风险、药物反应和遗传病携带的结果，说明结果的含义和局限；判断是否需要到医院做临床确认检测；备孕夫妇的携带者结果与生育风险；家人是否需要检测。'
  },
  health: {
    title: '健康顾问',
    contentKey: 'page/consultant-health',
    helps: '解读健康报告中遗传风险、药物反应、营养与运动、遗传病携带的结果，以及居家检测（HPV、幽门螺杆菌、AMH、维生素 A/D/E、结直肠癌早筛）的结果；说明结果的含义和局限；判断是否需要就医或到医院做临床确认检测。'
  }
} as const

export default function Consult({ variant = 'genetic' }: { variant?: keyof typeof VARIANTS }) {
  const v = VARIANTS[variant]
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  const open = isWithinServiceHours(now)
  return (
    <View className='xg-paper xg-consult' data-open={open ? 'yes' : 'no'} data-variant={variant}>
      <Text className='xg-paper__title'>{v.title}</Text>
      <Text className='xg-paper__line xg-consult__status'>{serviceHoursLine(now)}</Text>
      <ContentView contentKey={v.contentKey} showTitle={false} />
      <View className='xg-paper__section'>
        <Heading level={2} className='xg-paper__heading'>{`${v.title}能帮您什么`}</Heading>
        <Text className='xg-paper__line'>{v.helps}</Text>
        <Text className='xg-paper__line'>{v.title}不是医疗诊断，不开具处方；需要诊断和治疗时，咨询师会建议您就医。</Text>
        <Heading level={2} className='xg-paper__heading'>服务时间</Heading>
        <Text className='xg-paper__line'>{`${SERVICE_HOURS_TEXT}（北京时间，周一至周五；法定节假日以公告为准）。非服务时间的留言，我们会在下一个工作日回复。`}</Text>
        <Heading level={2} className='xg-paper__heading'>如何联系</Heading>
        <Text className='xg-paper__line'>咨询前请准备好要咨询的报告；为保护您的隐私，咨询师会先核验账号绑定的手机号，只讨论您本人或您已获授权的检测人的报告。</Text>
      </View>
      <ConsultBooking />
      <HealthQuestionnaire />
      <Button variant='secondary' to={href('/protocol/contact-service')}>联系方式与服务说明</Button>
      <Text className='xg-paper__line'>
        先看看：<Link to={href('/report')}>我的报告</Link>　{variant === 'health' ? <Link to={href('/home-test/report')}>居家检测报告</Link> : <Link to={href('/white-papers')}>白皮书</Link>}
      </Text>
    </View>
  )
}
