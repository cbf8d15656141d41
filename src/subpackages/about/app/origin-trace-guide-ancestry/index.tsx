// /app/origin-trace-guide-ancestry (spec 2.7): 祖源追溯指南, the document staff publish (app/origin-trace-guide-ancestry), with where it is on the website.
import { definePage } from '@/shell/definePage'
import { AppGuide } from '@/features/content/components/Apps'
import { href } from '@/routes/href'

const LINKS = [{ label: '我的报告', to: href('/report') }, { label: 'Y 染色体树', to: href('/ancestry/ytree/search') }]

export default definePage(() => <AppGuide title='祖源追溯指南' contentKey='app/origin-trace-guide-ancestry' fallback='祖源报告给出您的祖源成分和父系、母系单倍群；沿着单倍群的分支可以找到与您同一支的人。报告出来后，在“祖源”中查看。' links={LINKS} />)
