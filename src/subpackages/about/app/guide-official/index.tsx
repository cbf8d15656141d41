// /app/guide-official (spec 2.7): 使用指南, the document staff publish (app/guide-official), with where it is on the website.
import { definePage } from '@/shell/definePage'
import { AppGuide } from '@/features/content/components/Apps'
import { href } from '@/routes/href'

const LINKS = [{ label: '检测流程', to: href('/flow') }, { label: '白皮书', to: href('/white-papers') }, { label: '客服服务说明', to: href('/protocol/contact-service') }]

export default definePage(() => <AppGuide title='使用指南' contentKey='app/guide-official' fallback='从购买检测、采集唾液、绑定样本、寄回样本到查看报告，每一步的说明见“检测流程”；报告的依据见白皮书。' links={LINKS} />)
