/**
 * The app download trace (spec 7.3 app_download_trace): a press on a download link of an app is
 * recorded with the page it was pressed on and the phone's platform (what the trace link /d/:token
 * and its receive_info later tell). Fire and forget: a failed trace never stops the download.
 */
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { AppId } from '@xungen/contracts'
import { SHARING } from '@xungen/contracts/endpoints'
import { currentLocation } from '@/platform/currentLocation'
import { currentDevice } from '@/platform/device'
import { call } from '@/services/call'

export function platformOf(os: string): 'ios' | 'android' | 'other' {
  return os === 'ios' ? 'ios' : os === 'android' || os === 'harmony' ? 'android' : 'other'
}

export function traceDownload(app: AppId): void {
  const from = currentLocation().path || '/'
  void call(SHARING.appDownloadTrace, { body: { app, from, platform: platformOf(currentDevice().os) } }).catch(() => undefined)
}

/** traces a press on any link inside (the download buttons of an app) */
export function DownloadTrace({ app, children }: { app: AppId; children: ReactNode }) {
  const onClick = (e: { target?: unknown }) => {
    const target = e.target as { closest?: (s: string) => unknown } | undefined
    if (target?.closest?.('a')) traceDownload(app)
  }
  return <View onClick={onClick}>{children}</View>
}
