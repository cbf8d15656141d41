import { androidStoreOf, downloadTargetFor, parseAppDownloads } from '.'

const ANDROID = (model: string) => `Mozilla/5.0 (Linux; Android 13; ${model}) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36`

describe('app downloads (spec 2.7, 9)', () => {
  it('maps the phone makers of spec 9 to their stores', () => {
    expect(androidStoreOf(ANDROID('HUAWEI P60'))).toBe('huawei')
    expect(androidStoreOf(ANDROID('HONOR 90'))).toBe('honor')
    expect(androidStoreOf(ANDROID('Redmi K70'))).toBe('xiaomi')
    expect(androidStoreOf(ANDROID('OPPO Find X7'))).toBe('oppo')
    expect(androidStoreOf(ANDROID('vivo X100'))).toBe('vivo')
    expect(androidStoreOf(ANDROID('MEIZU 21'))).toBe('meizu')
    expect(androidStoreOf(ANDROID('SM-S9180'))).toBeNull()
    expect(androidStoreOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBeNull()
  })

  it('keeps only well-formed releases staff configured', () => {
    expect(parseAppDownloads('{}')).toEqual({})
    expect(parseAppDownloads('not json')).toEqual({})
    expect(parseAppDownloads(JSON.stringify({ main: { androidPackage: 'com.example.gene', ios: 'http://x', androidApk: 'javascript:alert(1)' }, other: { ios: 'https://apps.apple.com/x' } }))).toEqual({ main: { androidPackage: 'com.example.gene' } })
  })

  it('sends each device where it can install the app', () => {
    const release = { androidPackage: 'com.example.gene', androidApk: 'https://example.com/gene.apk', ios: 'https://apps.apple.com/cn/app/id1' }
    expect(downloadTargetFor(release, { os: 'android', kind: 'mobile' }, ANDROID('vivo X100'))).toEqual({ kind: 'store', url: 'vivomarket://details?id=com.example.gene', label: '前往应用商店下载' })
    expect(downloadTargetFor(release, { os: 'android', kind: 'mobile' }, ANDROID('SM-S9180'))).toMatchObject({ kind: 'link', url: 'https://example.com/gene.apk' })
    expect(downloadTargetFor(release, { os: 'android', kind: 'wechat' }, ANDROID('vivo X100'))).toEqual({ kind: 'open-in-browser' })
    expect(downloadTargetFor(release, { os: 'ios', kind: 'mobile' }, '')).toMatchObject({ kind: 'link', url: release.ios })
    expect(downloadTargetFor(undefined, { os: 'ios', kind: 'mobile' }, '')).toEqual({ kind: 'none' })
  })
})
