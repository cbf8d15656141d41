// platform/privacy.ts: WeChat's privacy refusals (errno 112 / 104) told in Chinese, one helper for every call site.
import { failureMessage, privacyRefusal, tellPrivacyRefusal } from '../privacy'

test('errno 104 (the person did not agree to the privacy guide) and 112 (the API is not declared) have their Chinese messages', () => {
  expect(privacyRefusal({ errno: 104, errMsg: 'setClipboardData:fail privacy permission is not authorized' })).toBe('你未同意隐私保护指引，无法使用该功能')
  expect(privacyRefusal({ errno: 112, errMsg: 'chooseMedia:fail api scope is not declared in the privacy agreement' })).toBe('该功能暂不可用，请稍后再试或联系客服')
  // older base libraries say it in errMsg only
  expect(privacyRefusal({ errMsg: 'getPhoneNumber:fail api scope is not declared in the privacy agreement' })).toBe('该功能暂不可用，请稍后再试或联系客服')
  expect(privacyRefusal({ errMsg: 'scanCode:fail privacy permission is not authorized' })).toBe('你未同意隐私保护指引，无法使用该功能')
})

test('anything else is not a privacy refusal: the call keeps its own message', () => {
  for (const err of [null, undefined, new Error('x'), { errMsg: 'chooseMedia:fail cancel' }, { errno: 1, errMsg: 'downloadFile:fail' }]) expect(privacyRefusal(err)).toBeNull()
  expect(failureMessage({ errMsg: 'setClipboardData:fail' }, '复制失败，请长按链接手动复制')).toBe('复制失败，请长按链接手动复制')
  expect(failureMessage({ errno: 104 }, '复制失败')).toBe('你未同意隐私保护指引，无法使用该功能')
})

test('a scan or a file choice refused by the privacy guide is told with a toast, a cancel is not', async () => {
  const shown: string[] = []
  const showToast = async (o: { title: string }) => void shown.push(o.title)
  expect(tellPrivacyRefusal({ errno: 104 }, showToast)).toBe(true)
  expect(tellPrivacyRefusal({ errMsg: 'scanCode:fail cancel' }, showToast)).toBe(false)
  expect(shown).toEqual(['你未同意隐私保护指引，无法使用该功能'])
})
