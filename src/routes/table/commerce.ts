// spec 2.3 buying, 2.4 shop
import { area } from './define'

const buy = area({ spec: '2.3', pkg: 'buy', layout: 'default-gray', guard: 'none', kind: 'form' })
const shop = area({ spec: '2.4', pkg: 'shop', layout: 'default', guard: 'none', kind: 'landing' })

export default [
  buy('/buy/distribution', '渠道专享购买'),
  buy('/buy/invoice', '申请发票', { guard: 'login' }),
  buy('/buy/merchandise-success', '购买成功', { kind: 'detail' }),
  buy('/buy/order-success', '下单成功', { kind: 'detail' }),
  buy('/buy/paypal-success', 'PayPal 支付结果', { kind: 'detail' }),
  buy('/buy/popopet-success', '下单成功', { kind: 'detail' }),
  buy('/buy/upgrade', '升级检测', { guard: 'login' }),
  buy('/buy/speed-package', '加急服务', { guard: 'login' }),
  buy('/buy/product-test', '商品试购'),
  buy('/buy/express/delivery', '寄送信息', { guard: 'login' }),
  buy('/buy/express/return-shipping', '样本回寄', { guard: 'login', kind: 'form' }),
  buy('/buy/express/return-shipping-reselect', '重新选择回寄方式', { guard: 'login', kind: 'form' }),
  buy('/buy/express/:mailNO?', '物流详情', { guard: 'login', kind: 'detail' }),
  buy('/buy/:commodityId?/order', '确认订单'),

  shop('/shop/gene', '基因检测', { pkg: 'main', tab: { text: '商城', order: 2 } }),
  shop('/shop/group', '团购'),
  shop('/shop/ngs', '深度基因检测'),
  shop('/shop/product-detail', '商品详情'),
  shop('/shop/yfull', 'Y 染色体全序列检测'),
  shop('/shop/yfull-compare', 'Y 染色体检测方案对比'),
  shop('/shop/yfull-noreport', 'Y 染色体全序列检测')
]
