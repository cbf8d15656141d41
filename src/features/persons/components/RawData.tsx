/**
 * Raw data of a detection (spec 2.11 "download raw data", 4 "Original raw data storage has a
 * state and can be thawed"): the owner downloads it through a 5-minute link; archived data is
 * asked back (thaw) and its progress shown until it is available again.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'
import type { EndpointOutput } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { toast } from '@/components/feedback'
import { MESSAGES } from '@xungen/contracts'
import { downloadFromLink, type DownloadOutcome } from '@/platform/download'
import { call } from '@/services/call'
import { messageOf } from '@/services/errors'

type Status = EndpointOutput<typeof PERSONS_ENDPOINTS.rawDataStatus>

const T = MESSAGES.miniProgram

/** what the person is told: what happened, never a copy or a download that did not */
export function outcomeToast(outcome: DownloadOutcome): [string, 'success' | 'none'] {
  if (outcome.kind === 'started') return [T.downloadStarted, 'success']
  if (outcome.kind === 'shared') return [T.fileShared, 'none']
  if (outcome.kind === 'copied') return [T.downloadLinkCopied, 'none']
  if (outcome.reason === 'privacy') return [T.privacyRefused, 'none']
  if (outcome.reason === 'clipboard') return [T.clipboardFailed, 'none']
  if (outcome.reason === 'cancelled') return [T.fileShareCancelled, 'none']
  return [T.downloadFailed, 'none']
}

export default function RawData({ barcode }: { barcode: string }) {
  const [status, setStatus] = useState<Status | null>(null)
  const [busy, setBusy] = useState(false)

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

  async function download() {
    setBusy(true)
    try {
      const link = await call(PERSONS_ENDPOINTS.rawDataDownload, { params: { barcode } })
      toast(...outcomeToast(await downloadFromLink(link.url, link.fileName)))
    } catch (err) {
      toast(messageOf(err, '下载失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }

  async function thaw() {
    setBusy(true)
    try {
      setStatus(await call(PERSONS_ENDPOINTS.rawDataThaw, { params: { barcode } }))
    } catch (err) {
      toast(messageOf(err, '申请失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }

  const size = `${(status.bytes / 1024 / 1024).toFixed(1)} MB`
  return (
    <View className='xg-raw-data'>
      {status.state === 'available' && <Button size='s' variant='secondary' loading={busy} onClick={download}>{`下载原始数据（${size}）`}</Button>}
      {status.state === 'archived' && (
        <>
          <Text className='xg-persons__note'>原始数据已归档，申请解冻后可再次下载。</Text>
          <Button size='s' variant='secondary' loading={busy} onClick={thaw}>申请解冻</Button>
        </>
      )}
      {status.state === 'thawing' && <Text className='xg-persons__note'>{`原始数据解冻中 ${Math.round(status.progress * 100)}%`}</Text>}
    </View>
  )
}
