// spec 2.8 topics and feed
import { area } from './define'

const topics = area({ spec: '2.8', pkg: 'content', layout: 'default', guard: 'none', kind: 'static-content' })

export default [
  topics('/topics/ancestry', '祖源专题'),
  topics('/topics/carrier-status', '遗传病携带专题'),
  topics('/topics/disease', '遗传风险专题'),
  topics('/topics/drugs', '药物反应专题'),
  topics('/topics/fitness', '运动健身专题'),
  topics('/topics/nutrition', '营养需求专题'),
  topics('/topics/skin', '皮肤特质专题'),
  topics('/topics/traits', '遗传特征专题'),
  topics('/topics/carrier-status/thalassemia', '地中海贫血'),
  topics('/topics/disease/alzheimer', '阿尔茨海默病'),
  topics('/topics/disease/gout', '痛风'),
  topics('/topics/disease/lumbar-disc-herniation', '腰椎间盘突出'),
  topics('/topics/traits/alcohol-metabolism', '酒精代谢'),
  topics('/feed/topics', '话题', { pkg: 'community', kind: 'list' }),
  topics('/feed/detail/card', '卡片详情', { pkg: 'community', kind: 'detail' }),
  topics('/feed/detail/:id?', '文章详情', { pkg: 'community', kind: 'detail' })
]
