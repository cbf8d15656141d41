/**
 * 导出我的数据 (/user/settings, 隐私; PIPL art. 45): the account's data export (GET
 * /proxy/user/data_export: every section the product keeps, contracts account/dataExport) saved
 * as a JSON file: the browser downloads it; the mini-program writes it into its user folder and
 * sends it to a WeChat chat (platform/saveText). The server allows a few exports in ten minutes.
 */
import { Text } from '@tarojs/components'
import { DATA_EXPORT_MESSAGES, chinaDay } from '@xungen/contracts'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { PanelRow } from '@/components/Panel'
import { toast } from '@/components/feedback'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { saveTextFile } from '@/platform/saveText'
import { call } from '@/services/call'

/** xungen-data-20261129.json */
export function dataExportFileName(exportedAt: number): string {
  return `xungen-data-${chinaDay(exportedAt).replace(/-/g, '')}.json`
}

export default function DataExportRow() {
  const run = useSubmit(async () => {
    const data = await call(ACCOUNTS.accountDataExport)
    const saved = await saveTextFile(dataExportFileName(data.exportedAt), JSON.stringify(data, null, 2), 'application/json')
    if (saved.kind === 'failed') toast(DATA_EXPORT_MESSAGES.failed)
    else toast(saved.kind === 'shared' ? DATA_EXPORT_MESSAGES.shared : DATA_EXPORT_MESSAGES.done, 'success')
  }, { failure: DATA_EXPORT_MESSAGES.failed, onError: inToast })
  return (
    <PanelRow name='data-export' label='导出我的数据' arrow onClick={() => void (run.busy ? undefined : run.run())}>
      <Text className='xg-settings__muted'>{run.busy ? '正在导出…' : '下载账号保存的全部个人信息（JSON 文件）'}</Text>
    </PanelRow>
  )
}
