import { isApiPath } from '../http'
import { ACCOUNTS } from '../endpoints/accounts'
import { DEFAULT_AVATARS, avatarBackground, defaultAvatarFor, isAcceptedImageName, isGradientAvatar } from './avatar'
import { deliveryAddressErrors, isCityWithoutDistricts, isSpecialProvince, regionText, requiredRegionLevels } from './address'
import { hasUserInfo, isGuestState, logoutUrl, showLogoutLink } from './userState'

describe('user states (spec 3.1, 6)', () => {
  it('the logout link shows for states 1 and 4 outside the messaging app', () => {
    expect(showLogoutLink(1, false)).toBe(true)
    expect(showLogoutLink(4, false)).toBe(true)
    expect(showLogoutLink(1, true)).toBe(false)
    expect(showLogoutLink(4, true)).toBe(false)
  })
  it('guest users (states 2, 3) and unknown users see no logout link', () => {
    for (const s of [2, 3, -1, null, undefined]) expect(showLogoutLink(s, false)).toBe(false)
    expect(isGuestState(2)).toBe(true)
    expect(isGuestState(3)).toBe(true)
    expect(isGuestState(1)).toBe(false)
  })
  it('logout goes to /user/logout, or /wechat/logout in the messaging-app browser, with a redirect to the origin', () => {
    expect(logoutUrl(false, 'https://www.xungen.example')).toBe('/user/logout?redirect=https%3A%2F%2Fwww.xungen.example%2F')
    expect(logoutUrl(true, 'https://www.xungen.example/')).toBe('/wechat/logout?redirect=https%3A%2F%2Fwww.xungen.example%2F')
  })
  it('user info counts as present only if there is a user id and the check result has not succeeded', () => {
    expect(hasUserInfo({ userId: 7, checkResult: { succeeded: false } })).toBe(true)
    expect(hasUserInfo({ userId: 7, checkResult: { succeeded: true } })).toBe(false)
    expect(hasUserInfo({ userId: null, checkResult: { succeeded: false } })).toBe(false)
    expect(hasUserInfo(null)).toBe(false)
  })
})

describe('default avatars (spec 3.1)', () => {
  it('each option has a key, a start colour, an end colour and type color', () => {
    expect(DEFAULT_AVATARS.length).toBeGreaterThanOrEqual(6)
    for (const a of DEFAULT_AVATARS) {
      expect(a.type).toBe('color')
      expect(isGradientAvatar(a)).toBe(true)
    }
    expect(new Set(DEFAULT_AVATARS.map(a => a.key)).size).toBe(DEFAULT_AVATARS.length)
  })
  it('a generated account always gets the same gradient', () => {
    expect(defaultAvatarFor(9)).toEqual(defaultAvatarFor(9))
    expect(isGradientAvatar(defaultAvatarFor(3))).toBe(true)
  })
  it('an avatar is a gradient or an image url', () => {
    expect(isGradientAvatar({ type: 'color', startColor: '#fff', endColor: '#000000' })).toBe(false)
    expect(avatarBackground({ type: 'color', startColor: '#FFFFFF', endColor: '#000000' })).toBe('linear-gradient(135deg, #FFFFFF, #000000)')
    expect(avatarBackground('https://x/a.jpg')).toContain('url("https://x/a.jpg")')
  })
  it('the picker takes png, jpg and jpeg only (spec 5)', () => {
    expect(['a.png', 'b.JPG', 'c.jpeg'].map(isAcceptedImageName)).toEqual([true, true, true])
    expect(['a.gif', 'b.webp', 'c'].map(isAcceptedImageName)).toEqual([false, false, false])
  })
})

describe('addresses (spec 3.13, 9)', () => {
  it('the special provinces of address text are Chongqing, Taiwan, Hong Kong, Macau and the Diaoyu Islands', () => {
    for (const p of ['重庆市', '台湾省', '香港特别行政区', '澳门特别行政区', '钓鱼岛']) expect(isSpecialProvince(p)).toBe(true)
    expect(isSpecialProvince('北京市')).toBe(false)
  })
  it('Zhongshan, Dongguan, Danzhou and Jiayuguan are cities without districts', () => {
    for (const name of ['中山市', '东莞市', '儋州市', '嘉峪关市']) expect(isCityWithoutDistricts({ name })).toBe(true)
    for (const code of ['442000', '441900', '460400', '620200']) expect(isCityWithoutDistricts({ code })).toBe(true)
    expect(isCityWithoutDistricts({ name: '广州市', code: '440100' })).toBe(false)
  })
  it('an address in a city without districts needs no district', () => {
    expect(requiredRegionLevels('440000', '441900')).toEqual(['province', 'city'])
    expect(requiredRegionLevels('440000', '440100')).toEqual(['province', 'city', 'district'])
    expect(requiredRegionLevels('810000')).toEqual(['province'])
  })
  it('writes the region text without placeholder cities and without a district for those four cities', () => {
    expect(regionText({ province: { name: '北京市', code: '110000' }, city: { name: '市辖区', code: '110100' }, district: { name: '东城区', code: '110101' } })).toBe('北京市 东城区')
    expect(regionText({ province: { name: '重庆市', code: '500000' }, city: { name: '县', code: '500200' }, district: { name: '城口县', code: '500229' } })).toBe('重庆市 城口县')
    expect(regionText({ province: { name: '广东省', code: '440000' }, city: { name: '东莞市', code: '441900' }, street: { name: '东城街道', code: '441900003' } })).toBe('广东省 东莞市 东城街道')
    expect(regionText({ province: { name: '香港特别行政区', code: '810000' } })).toBe('香港特别行政区')
  })
  it('checks the address form field by field', () => {
    expect(deliveryAddressErrors({ receiverName: '张三', mobile: '13800138000', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '东华门大街 1 号' })).toEqual([])
    const errors = deliveryAddressErrors({ receiverName: ' ', mobile: '', provinceCode: '440000', cityCode: '440100', detail: '' })
    expect(errors).toEqual([
      { field: 'receiverName', message: '请输入收货人姓名' },
      { field: 'mobile', message: '请输入手机号' },
      { field: 'districtCode', message: '请选择所在地区' },
      { field: 'detail', message: '请输入详细地址' }
    ])
    expect(deliveryAddressErrors({ receiverName: '张三', mobile: '13800138000', provinceCode: '440000', cityCode: '441900', detail: '东城街道 8 号' })).toEqual([])
  })
})

describe('the account calls (ACCOUNTS endpoints)', () => {
  it('are all signed API paths (spec 7: /proxy groups, 7.2 direct paths under /web/api/new)', () => {
    for (const call of Object.values(ACCOUNTS)) {
      expect(isApiPath(call.path.replace(/:id$/, '1'))).toBe(true)
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(call.method)
    }
  })
  it('keep the paths the spec writes in full (7.2) and its User group names (7.3)', () => {
    expect(ACCOUNTS.userInfo.path).toBe('/web/api/new/user/info')
    expect(ACCOUNTS.signup.path).toBe('/web/api/new/user/signup')
    expect(ACCOUNTS.uploadImage.path).toBe('/web/api/new/common/upload/image')
    expect(ACCOUNTS.uploadImageByAuth.path).toBe('/web/api/new/common/upload/image/by-auth')
    for (const name of ['is_registered', 'sms_verify/web', 'check-auth-code', 'reset-password', 'user_name_checker', 'base_info_modifiable', 'account_cancel', 'delivery_address']) {
      expect(Object.values(ACCOUNTS).some(c => c.path.startsWith('/proxy/user/' + name))).toBe(true)
    }
  })
})
