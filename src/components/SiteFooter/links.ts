/** Footer link columns: every target is a route of the table. */
export const FOOTER_COLUMNS = [
  {
    title: '检测服务',
    links: [
      { label: '基因检测', to: '/shop/gene' },
      { label: '深度基因检测', to: '/shop/ngs' },
      { label: 'Y 染色体全序列', to: '/shop/yfull' },
      { label: '导入基因数据', to: '/import' }
    ]
  },
  {
    title: '了解我们',
    links: [
      { label: '检测流程', to: '/flow' },
      { label: '资质认证', to: '/qualify' },
      { label: '伦理审查委员会', to: '/irb' },
      { label: '合作实验室', to: '/app/laboratories' }
    ]
  },
  {
    title: '帮助与协议',
    links: [
      { label: '用户服务协议', to: '/protocol/service' },
      { label: '隐私政策', to: '/privacy' },
      { label: '第三方 SDK 清单', to: '/protocol/sdk-list' },
      { label: '联系客服', to: '/protocol/contact-service' }
    ]
  },
  {
    title: '移动端',
    links: [
      { label: '下载 App', to: '/app' },
      { label: '寻根 App', to: '/app/ancestry' },
      { label: '寻亲 App', to: '/app/reunion' }
    ]
  }
] as const
