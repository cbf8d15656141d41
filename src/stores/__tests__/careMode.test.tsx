/** issue 32: care mode is a setting of the device (Taro storage), 'system' follows the large-text setting. */
import { readStored } from '@/platform/storage'
import { setRootClass } from '@/platform/accessibility'
import { CARE_CLASS, isCareOn, systemLargeTextOnce, useCareMode } from '@/stores/careMode'

beforeEach(() => {
  window.localStorage.clear()
  document.documentElement.classList.remove(CARE_CLASS)
  useCareMode.setState({ choice: 'system', systemLarge: null })
})

it('on and off are the person’s choice; unset follows the system', () => {
  expect(isCareOn('on', false)).toBe(true)
  expect(isCareOn('off', true)).toBe(false)
  expect(isCareOn('system', true)).toBe(true)
  expect(isCareOn('system', false)).toBe(false)
})

it('a choice is kept in storage without expiry', () => {
  useCareMode.getState().choose('on')
  expect(readStored('careMode')).toBe('on')
  expect(readStored('careMode', Date.now() + 10 * 365 * 86_400_000)).toBe('on')
  useCareMode.getState().choose('system')
  expect(readStored('careMode')).toBe('system')
})

it('H5 reads the browser’s text size once a visit, and puts the class on <html>', () => {
  // jsdom's medium text is the usual 16 px: no large text asked for
  expect(systemLargeTextOnce()).toBe(false)
  expect(useCareMode.getState().systemLarge).toBe(false)
  setRootClass(CARE_CLASS, true)
  expect(document.documentElement.classList.contains(CARE_CLASS)).toBe(true)
  setRootClass(CARE_CLASS, false)
  expect(document.documentElement.classList.contains(CARE_CLASS)).toBe(false)
})
