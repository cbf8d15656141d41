// spec 2.11 user area, 2.12 tested-person binding wizard
import { area } from './define'

const user = area({ spec: '2.11', pkg: 'user', layout: 'user-home', guard: 'login', kind: 'list' })
const bind = area({ spec: '2.12', pkg: 'bind', layout: 'bind', guard: 'bind', kind: 'form' })

export default [
  user('/user/cancellation', '注销账号', { kind: 'form', feature: 'account' }),
  user('/user/coupon', '我的优惠券'),
  user('/user/info', '账号资料', { kind: 'form', feature: 'account' }),
  user('/user/messages', '私信'),
  user('/user/notices', '通知'),
  user('/user/notification-center', '消息中心'),
  user('/user/orders', '我的订单'),
  user('/user/persons', '检测人管理'),
  user('/user/settings', '账号设置', { kind: 'form', feature: 'account' }),
  user('/user/address/address-manage', '收货地址', { feature: 'account' }),
  user('/user/address/edit', '编辑收货地址', { kind: 'form', feature: 'account' }),
  // spec 2.18: /user/orders/ is a public exception (find an order with phone and code, open it from a link)
  user('/user/orders/retrieve', '查询订单', { guard: 'none', layout: 'default', kind: 'form' }),
  user('/user/orders/:id', '订单详情', { guard: 'none', kind: 'detail' }),
  user('/user/certificates/crowdfunding/:id?', '众筹证书', { kind: 'detail' }),
  user('/user/persons/:id', '检测人详情', { kind: 'detail' }),
  user('/user/persons/:id/base-info', '检测人信息', { kind: 'form' }),
  user('/user/persons/:id/detections/chip', '芯片检测', { kind: 'detail' }),
  user('/user/persons/:id/detections/other', '其他检测', { kind: 'detail' }),
  user('/user/persons/:id/privacy/gene-origin', '基因起源隐私设置', { kind: 'form' }),
  user('/user/persons/:id/privacy/gene-relatives', '基因亲人隐私设置', { kind: 'form' }),
  user('/user/persons/detection-status/:barcode?', '检测进度', { kind: 'detail' }),
  // spec 2.11: logout pages sign out and return to the site origin
  user('/user/logout', '退出登录', { layout: 'blank', kind: 'action', feature: 'account' }),
  user('/wechat/logout', '退出登录', { layout: 'blank', guard: 'none', kind: 'action', feature: 'account' }),

  bind('/user/persons/bind', '绑定采样器', { spec: '2.18' }),
  bind('/user/persons/bind/instructions', '采样说明', { kind: 'static-content' }),
  bind('/user/persons/bind/appellation', '选择称呼'),
  bind('/user/persons/bind/appellation-check', '确认称呼'),
  bind('/user/persons/bind/select-available', '选择检测人'),
  bind('/user/persons/bind/name', '填写姓名'),
  bind('/user/persons/bind/surname-check', '确认姓氏'),
  bind('/user/persons/bind/surname', '填写姓氏'),
  bind('/user/persons/bind/sex', '选择性别'),
  bind('/user/persons/bind/birthday', '出生日期'),
  bind('/user/persons/bind/birthplace', '出生地'),
  bind('/user/persons/bind/collect-example', '采样示范', { kind: 'static-content' }),
  bind('/user/persons/bind/nation', '选择民族'),
  bind('/user/persons/bind/collected-check', '确认采样'),
  bind('/user/persons/bind/collect-date', '采样日期'),
  bind('/user/persons/bind/ancestry-features', '祖源功能'),
  bind('/user/persons/bind/rebind-check', '确认重新绑定'),
  bind('/user/persons/bind/replace-check', '确认替换'),
  bind('/user/persons/bind/upgrade-check', '确认升级'),
  bind('/user/persons/bind/check', '确认绑定信息'),
  bind('/user/persons/bind/couple-check', '确认夫妻信息'),
  bind('/user/persons/bind/barcode', '输入采样器编号')
]
