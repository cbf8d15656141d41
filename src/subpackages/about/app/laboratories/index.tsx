// /app/laboratories (spec 2.7): 合作实验室, the document staff publish (app/laboratories), with where it is on the website.
import { definePage } from '@/shell/definePage'
import { AppGuide } from '@/features/content/components/Apps'
import { href } from '@/routes/href'

const LINKS = [{ label: '资质认证', to: href('/qualify') }, { label: '检测流程', to: href('/flow') }]

export default definePage(() => <AppGuide title='合作实验室' contentKey='app/laboratories' fallback='样本在中国境内的合作实验室检测，实验室对每个样本做 DNA 质检，合格后才上机检测；合作实验室的名称、地址和资质公示后将在此显示。' links={LINKS} />)
