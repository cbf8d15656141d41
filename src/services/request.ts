/**
 * The one request layer (spec 7.1): services/client.ts wired to the platform's transport
 * (platform/http.ts: fetch on the website, Taro.request in the mini-program), the session,
 * share and device state. Pages never call Taro.request themselves: they call the declared
 * endpoints with `call(endpoint, input)` (services/call.ts), which uses `api` from here.
 */
import Taro from '@tarojs/taro'
import { resolveSigningKeys, type QueryInput } from '@xungen/contracts'
import { API_ORIGIN, APP_ENV, isProductionEnv } from '@/config/env'
import { currentDevice } from '@/platform/device'
import { prepareEntropy, randomBytesSync } from '@/platform/entropy'
import { currentLocation } from '@/platform/currentLocation'
import { takeBootAnswer } from '@/platform/bootAnswers'
import { useSession } from '@/stores/session'
import { useShareStore } from '@/stores/share'
import { httpTransport } from '@/platform/http'
import { quietTask } from '@/lib/quietTask'
import { createApiClient, type UploadTransport } from './client'

export { ApiError, NETWORK_ERROR_CODE } from './client'

/** Taro.uploadFile as the upload transport (a blob: URL on H5, a temporary file in the mini-program). */
export const taroUploadTransport: UploadTransport = req =>
  new Promise((resolve, reject) => {
    const task = Taro.uploadFile({
      url: req.url,
      filePath: req.filePath,
      name: req.field,
      fileName: req.fileName,
      header: req.headers,
      timeout: req.timeout,
      success: res => resolve({ statusCode: res.statusCode, data: res.data }),
      fail: err => reject(new Error(err.errMsg || 'upload failed'))
    } as Taro.uploadFile.Option)
    quietTask(task)
    if (req.onProgress) {
      const onProgress = req.onProgress
      ;(task as unknown as { onProgressUpdate?: (f: (r: { progress: number }) => void) => void }).onProgressUpdate?.(r => onProgress(r.progress))
    }
  })

/**
 * The first page's answers, from the HTML (platform/bootAnswers.ts): the server made them for a
 * visitor, or with the session of the page request's cookie for its account. They stand only on
 * the website, not for a share link or inside our app, and only for the same caller: a visitor's
 * while no session is held, an account's while a session of that account is held (its user id
 * known).
 */
function firstAnswer(path: string, query: QueryInput | undefined): { data: unknown } | undefined {
  if (useShareStore.getState().share?.shareToken || currentDevice().kind === 'app') return undefined
  const { token, user } = useSession.getState()
  const account = token ? user?.userId ?? null : null
  if (token && !account) return undefined
  return takeBootAnswer(path, query, account)
}

/** ADR 0002: development/test builds sign with the committed keys; production builds with SIGNING_KEYS given at build time. */
function signingKeys() {
  return isProductionEnv(APP_ENV) ? resolveSigningKeys('production', process.env.XUNGEN_SIGNING_KEYS) : resolveSigningKeys('development')
}

export const api = createApiClient({
  // H5 calls its own origin; the mini-program calls the configured API origin
  baseUrl: process.env.TARO_ENV === 'weapp' ? API_ORIGIN : '',
  transport: httpTransport,
  uploadTransport: taroUploadTransport,
  keys: signingKeys(),
  randomBytes: randomBytesSync,
  beforeSign: prepareEntropy,
  answered: firstAnswer,
  context: {
    currentPath: () => {
      try {
        const loc = currentLocation()
        return loc.path + loc.search
      } catch {
        return '/'
      }
    },
    token: () => useSession.getState().token,
    shareToken: () => useShareStore.getState().share?.shareToken || null,
    // spec 4: sample mode is on for anonymous users (the reports work adds "samples without a report")
    // a share-link visitor is not in sample mode: the share token alone opens the shared report (spec 7.1)
    sampleMode: () => !useSession.getState().token && !useShareStore.getState().share?.shareToken,
    device: currentDevice,
    onSessionInvalid: async () => {
      useSession.getState().signOut()
      await useSession.getState().resetAnonymousId()
    }
  }
})
