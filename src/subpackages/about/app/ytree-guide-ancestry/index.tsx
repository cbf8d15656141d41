// /app/ytree-guide-ancestry (spec 2.7): Y 树使用指南, the document staff publish (app/ytree-guide-ancestry), with where it is on the website.
import { definePage } from '@/shell/definePage'
import { AppGuide } from '@/features/content/components/Apps'
import { href } from '@/routes/href'

const LINKS = [{ label: 'Y 染色体树', to: href('/ancestry/ytree/search') }]

export default definePage(() => <AppGuide title='Y 树使用指南' contentKey='app/ytree-guide-ancestry' fallback='Y 染色体只由父亲传给儿子，Y 树按突变把父系分成一支支的单倍群。男性检测人的报告给出其所在分支，在 Y 树中可以查看这一支的上游和下游。' links={LINKS} />)
