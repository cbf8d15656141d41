/**
 * Raw data of a detection (spec 2.11 "download raw data", 4 "Original raw data storage has a
 * state and can be thawed"). The raw file holds all of a person's genotypes, so the owner first
 * proves it is them with a code sent to the account's phone (issue 20; verifyType
 * raw_data_download, like 23andMe and WeGene before a raw download); the right code buys one
 * single-use link, valid 5 minutes, for this session only. Archived data is asked back (thaw)
 * and its progress shown until it is available again.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { RAW_DATA_MESSAGES, SMS_VERIFY_TYPES } from '@xungen/contracts'
import { ACCOUNTS, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import type { EndpointOutput } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import CodeField from '@/components/CodeField'
import { toast } from '@/components/feedback'
import Sheet from '@/components/Sheet'
import { useFormErrors } from '@/hooks/useFormErrors'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { useVerificationCode } from '@/hooks/useVerificationCode'
import { downloadFromLink, type DownloadOutcome } from '@/platform/download'
import { MESSAGES } from '@xungen/contracts'
import { useSession } from '@/stores/session'
import { call } from '@/services/call'

type Status = EndpointOutput<typeof PERSONS_ENDPOINTS.rawDataStatus>

const T = MESSAGES.miniProgram

/** what the person is told: what happened, never a copy or a download that did not */
export function outcomeToast(outcome: DownloadOutcome): [string, 'success' | 'none'] {
  if (outcome.kind === 'started') return [T.downloadStarted, 'success']
  if (outcome.kind === 'shared') return [T.fileShared, 'none']
  if (outcome.reason === 'privacy') return [T.privacyRefused, 'none']
  if (outcome.reason === 'clipboard') return [T.clipboardFailed, 'none']
  if (outcome.reason === 'cancelled') return [T.fileShareCancelled, 'none']
  return [T.downloadFailed, 'none']
}

export default function RawData({ barcode }: { barcode: string }) {
  const [status, setStatus] = useState<Status | null>(null)
  const [verifying, setVerifying] = useState(false)
  const [authCode, setAuthCode] = useState('')
  const code = useVerificationCode({ verifyType: SMS_VERIFY_TYPES.RAW_DATA_DOWNLOAD })
  const errors = useFormErrors()
  const downloading = useSubmit(async (typed: string) => {
    const link = await call(PERSONS_ENDPOINTS.rawDataDownload, { params: { barcode }, body: { authCode: typed } })
    // the link opens only for this session: a browser download carries it as the HttpOnly token
    // cookie, set here for the current token (a session handed over by the app bridge or kept
    // from an older sign-in may lack it); the mini-program's downloadFile sends the token header
    await call(ACCOUNTS.tokenCookie)
    code.markVerified()
    setVerifying(false)
    setAuthCode('')
    // the mini-program's downloadFile carries the session as the token header (no cookies there)
    const token = useSession.getState().token
    toast(...outcomeToast(await downloadFromLink(link.url, link.fileName, token ? { token } : {})))
  }, {
    onError: err => {
      const placed = errors.fromFailure(err, { authCode: 'code' }, '下载失败，请稍后重试')
      if (placed.form) toast(placed.form)
    }
  })
  const thawing = useSubmit(async () => setStatus(await call(PERSONS_ENDPOINTS.rawDataThaw, { params: { barcode } })), { failure: '申请失败，请稍后重试', onError: inToast })
  // the status is read again when an action ends
  const busy = downloading.busy || thawing.busy

  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | null = null
    const load = () =>
      call(PERSONS_ENDPOINTS.rawDataStatus, { params: { barcode } }).then(
        s => {
          if (!live) return
          setStatus(s)
          if (s.state === 'thawing') timer = setTimeout(load, 2000)
        },
        () => undefined
      )
    void load()
    return () => {
      live = false
      if (timer) clearTimeout(timer)
    }
  }, [barcode, busy])

  if (!status) return null

  async function send() {
    const r = await code.send()
    if (!r.ok) errors.set('code', r.message ?? '验证码发送失败')
    else toast('验证码已发送')
  }

  function download() {
    if (busy) return
    if (!/^\d{6}$/.test(authCode)) return errors.set('code', '请输入 6 位验证码')
    void downloading.run(authCode)
  }

  function thaw() {
    if (!busy) void thawing.run()
  }

  const size = `${(status.bytes / 1024 / 1024).toFixed(1)} MB`
  return (
    <View className='xg-raw-data'>
      {status.state === 'available' && (
        <Button size='s' variant='secondary' onClick={() => setVerifying(true)}>{`下载原始数据（${size}）`}</Button>
      )}
      {status.state === 'archived' && (
        <>
          <Text className='xg-persons__note'>原始数据已归档，申请解冻后可再次下载。</Text>
          <Button size='s' variant='secondary' loading={busy} onClick={thaw}>申请解冻</Button>
        </>
      )}
      {status.state === 'thawing' && <Text className='xg-persons__note'>{`原始数据解冻中 ${Math.round(status.progress * 100)}%`}</Text>}
      <Sheet
        open={verifying}
        title='验证身份后下载'
        name='raw-data'
        onClose={() => setVerifying(false)}
        footer={<Button block loading={busy} onClick={download}>验证并下载</Button>}
      >
        <View className='xg-raw-data__verify'>
          <Text className='xg-persons__note'>{RAW_DATA_MESSAGES.verifyFirst}</Text>
          <Text className='xg-persons__note'>验证码将发送到您账号绑定的手机；下载链接 5 分钟内有效，只能使用一次。</Text>
          <CodeField value={authCode} onChange={setAuthCode} button={{ label: code.label, disabled: code.disabled }} onSend={() => void send()} error={errors.of('code')} onFocus={errors.clear('code')} />
        </View>
      </Sheet>
    </View>
  )
}
