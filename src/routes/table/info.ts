// spec 2.6 protocol and legal pages, 2.7 app information pages
import { area } from './define'

const protocol = area({ spec: '2.6', pkg: 'about', layout: 'default', guard: 'none', kind: 'static-content' })
const app = area({ spec: '2.7', pkg: 'about', layout: 'mobile-only', guard: 'none', kind: 'static-content' })

export default [
  protocol('/protocol/buy', '购买协议'),
  protocol('/protocol/community', '社区公约'),
  protocol('/protocol/contact-service', '客服服务说明'),
  protocol('/protocol/dynamic-privacy', '动态隐私政策'),
  protocol('/protocol/familytree', '家谱服务协议'),
  protocol('/protocol/ngs-risk-test', '深度检测风险评估知情同意书'),
  // spec 2.12/2.14: the binding wizard's agreements render in the bind layout
  protocol('/protocol/online-search', '在线寻亲授权协议', { layout: 'bind' }),
  protocol('/protocol/popopet', 'Popopet 服务协议'),
  protocol('/protocol/price-protect', '价格保护说明'),
  protocol('/protocol/privacy', '隐私政策'),
  protocol('/protocol/reunion', '寻亲服务协议'),
  protocol('/protocol/saliva', '唾液样本采集知情同意书', { layout: 'bind' }),
  protocol('/protocol/sdk-list', '第三方 SDK 清单'),
  protocol('/protocol/service', '用户服务协议'),

  app('/app/ancestry', '寻根 App'),
  app('/app/download-ancestry', '下载寻根 App'),
  app('/app/download-transfer', '下载 App'),
  app('/app/family-self-build-guide-ancestry', '自建家族指南'),
  app('/app/family-tree-share', '家谱分享'),
  app('/app/guide-official', '使用指南'),
  app('/app/laboratories', '合作实验室'),
  app('/app/origin-trace-guide-ancestry', '祖源追溯指南'),
  app('/app/reunion', '寻亲 App'),
  app('/app/ytree-guide-ancestry', 'Y 树使用指南')
]
