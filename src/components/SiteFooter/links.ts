/** Footer link columns: every target is a route of the table. */
import { href } from '@/routes/href'
export const FOOTER_COLUMNS = [
  {
    title: '检测服务',
    links: [
      { label: '基因检测', to: href('/shop/gene') },
      { label: '深度基因检测', to: href('/shop/ngs') },
      { label: 'Y 染色体全序列', to: href('/shop/yfull') },
      { label: '导入基因数据', to: href('/import') }
    ]
  },
  {
    title: '了解我们',
    links: [
      { label: '检测流程', to: href('/flow') },
      { label: '资质认证', to: href('/qualify') },
      { label: '伦理审查委员会', to: href('/irb') },
      { label: '合作实验室', to: href('/app/laboratories') }
    ]
  },
  {
    title: '帮助与协议',
    links: [
      { label: '用户服务协议', to: href('/protocol/service') },
      { label: '隐私政策', to: href('/privacy') },
      { label: '第三方 SDK 清单', to: href('/protocol/sdk-list') },
      { label: '联系客服', to: href('/protocol/contact-service') }
    ]
  },
  {
    title: '移动端',
    links: [
      { label: '下载 App', to: href('/app') },
      { label: '寻根 App', to: href('/app/ancestry') },
      { label: '寻亲 App', to: href('/app/reunion') }
    ]
  }
] as const
