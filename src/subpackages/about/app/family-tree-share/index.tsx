// /app/family-tree-share (spec 2.7): 家谱分享, the document staff publish (app/family-tree-share), with where it is on the website.
import { definePage } from '@/shell/definePage'
import { AppGuide } from '@/features/content/components/Apps'
import { href } from '@/routes/href'

const LINKS = [{ label: '家谱服务协议', to: href('/protocol/familytree') }, { label: '家谱', to: href('/ancestry/family-tree') }]

export default definePage(() => <AppGuide title='家谱分享' contentKey='app/family-tree-share' fallback='分享家谱前，请确认家谱中在世的亲属同意被公开；持有链接的人可以看到您公开的成员姓名和关系，创建者可以随时收回分享链接。' links={LINKS} />)
