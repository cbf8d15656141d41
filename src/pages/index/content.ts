/**
 * The home page's content, from spec section 1 (what the product does and for whom). No prices,
 * customer numbers or testimonials: those come from the shop and the content services.
 */
import { href } from '@/routes/href'

export const HERO = {
  title: '读懂你的基因，找到你的根',
  lead: '一管唾液，了解健康风险、遗传特征与药物反应；追溯父系与母系祖源，找到与你共享 DNA 的亲人。',
  primary: { label: '选购基因检测', to: href('/shop/gene') },
  secondary: { label: '看看示例报告', to: href('/report') },
  import: { label: '已有其他平台的检测数据？导入数据', to: href('/import') }
}

/** a chip of the home page: a link when a built page explains it, plain text otherwise (never a chip that looks clickable and does nothing) */
export interface Chip {
  label: string
  to: string | null
}

export interface AreaCard {
  key: string
  title: string
  text: string
  items: Chip[]
  link: { label: string; to: string }
}

// spec 1: report areas
export const REPORT_AREAS: AreaCard[] = [
  {
    key: 'health',
    title: '健康',
    text: '从基因看常见疾病的遗传风险，以及你对药物、营养和运动的反应。',
    items: [
      { label: '遗传风险', to: href('/topics/disease') },
      { label: '遗传特征', to: href('/topics/traits') },
      { label: '药物反应', to: href('/topics/drugs') },
      { label: '营养需求', to: href('/topics/nutrition') },
      { label: '运动健身', to: href('/topics/fitness') },
      { label: '皮肤特质', to: href('/topics/skin') },
      { label: '遗传病携带', to: href('/topics/carrier-status') },
      { label: '肿瘤', to: href('/statement/ngs') },
      { label: 'HPV', to: href('/topics/hpv') },
      { label: '幽门螺杆菌', to: href('/statement/hp') },
      { label: 'AMH 卵巢功能', to: href('/statement/amh') },
      { label: '深度检测', to: href('/shop/ngs') },
      { label: '居家检测', to: href('/home-test') }
    ],
    link: { label: '了解健康报告', to: href('/report/disease') }
  },
  {
    key: 'ancestry',
    title: '祖源',
    text: '你的民族成分、父系与母系单倍群，以及基因里记下的迁徙故事。',
    items: [
      { label: '民族成分', to: href('/report/ancestry/nation') },
      { label: '父系单倍群', to: href('/report/ancestry/paternal') },
      { label: '母系单倍群', to: href('/report/ancestry/maternal') },
      { label: '家族线索', to: href('/report/ancestry/family') },
      { label: '基因亲人', to: href('/report/gene-relatives') },
      { label: '宗亲关系', to: href('/ancestry/ytree/search') }
    ],
    link: { label: '了解祖源报告', to: href('/report/ancestry') }
  },
  {
    key: 'research',
    title: '家族研究',
    text: '和同姓、同单倍群的人一起发起研究项目，共同梳理一个家族的来龙去脉。',
    items: [
      { label: '自建家族', to: href('/ancestry/self-build-family/form') },
      { label: '研究项目', to: href('/ancestry/project/condition') },
      { label: '姓氏库', to: href('/ancestry/library-surname') },
      { label: '家族库', to: href('/ancestry/library-family') },
      { label: 'Y 树', to: href('/ancestry/ytree/search') }
    ],
    link: { label: '去看看家族库', to: href('/ancestry/library-family') }
  },
  {
    key: 'tree',
    title: '家谱',
    text: '把家里的人、人生故事和老照片整理成一棵可以传下去的家谱。',
    items: [
      { label: '家谱', to: href('/ancestry/family-tree') },
      { label: '家族故事问答', to: href('/interlocution/familystory') },
      { label: '家族相册', to: href('/ancestry/family-tree/gallery') }
    ],
    link: { label: '开始整理家谱', to: href('/ancestry/family-tree') }
  }
]

// spec 1: "Users buy DNA test kits ... They bind a sample barcode to a tested person (themselves
// or a relative) and read reports"; return-sample shipping is one of the features
export const STEPS = [
  { title: '选购检测', text: '选择适合你的检测套餐，采样器寄到家。' },
  { title: '绑定采样器', text: '把采样器编号绑定给检测人：你自己，或你的家人。' },
  { title: '采集唾液并寄回', text: '按说明留取唾液样本，预约回寄送到实验室。' },
  { title: '查看报告', text: '检测完成后在网站、App 或小程序里查看报告。' }
]

// spec 1: other features
export const FEATURES = [
  { title: '基因寻亲', text: '与共享 DNA 片段的人相互发现，看看你们可能是什么亲戚。', to: href('/ancestry/reunion') },
  { title: '姓氏与家族', text: '查姓氏的起源与分布，找到各地的同宗家族。', to: href('/ancestry/library-surname') },
  { title: 'Y 染色体树', text: '沿着父系单倍群的分支，找到和你同一支的人。', to: href('/ancestry/ytree/search') },
  { title: '社区', text: '和有同样问题、同样祖源的人交流。', to: href('/community') }
]

export const PRIVACY = {
  title: '你的基因数据，只属于你',
  text: '原始基因数据加密保存，只有你本人可以下载；注销账号时一并删除。是否参与基因寻亲、是否向他人展示，都由你在隐私设置中决定。',
  link: { label: '阅读隐私政策', to: href('/privacy') }
}
