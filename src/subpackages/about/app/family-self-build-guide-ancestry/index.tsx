// /app/family-self-build-guide-ancestry (spec 2.7): 自建家族指南, the document staff publish (app/family-self-build-guide-ancestry), with where it is on the website.
import { definePage } from '@/shell/definePage'
import { AppGuide } from '@/features/content/components/Apps'
import { href } from '@/routes/href'

const LINKS = [{ label: '家谱服务协议', to: href('/protocol/familytree') }, { label: '家族', to: href('/ancestry/family') }]

export default definePage(() => <AppGuide title='自建家族指南' contentKey='app/family-self-build-guide-ancestry' fallback='自建家族让您为自己的家族建立主页，收集族人、资料和世系。在网站的“祖源—家族”中创建，创建前请阅读《家谱服务协议》。' links={LINKS} />)
