/**
 * /user/persons/bind/barcode (spec 2.12): the kit's barcode, typed or scanned (mini-program).
 * The contracts' format and check digit answer at once; the server says whether the kit exists,
 * is free and is a product it supports (2030, 2031, 2032). A different barcode than the open
 * draft's asks first (rebind-check).
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { BARCODE_MESSAGES, barcodeFormatProblem, normalizeBarcode } from '@xungen/contracts'
import Field from '@/components/Field'
import { CAN_SCAN, scanBarcode } from '@/platform/scanCode'
import { navigate } from '@/navigation'
import { useBindStore } from '@/stores/bind'
import WizardStep from '../components/WizardStep'
import { adoptBarcode, useWizardStep } from '../wizard'
import { call } from '@/services/call'
import { BIND_ENDPOINTS } from '@xungen/contracts/endpoints'
import { pressKeys } from '@/platform/keys'

export default function Barcode() {
  const step = useWizardStep('barcode')
  const [value, setValue] = useState(step.draft.barcode ?? '')
  const [error, setError] = useState<string | null>(null)

  async function scan() {
    const code = await scanBarcode()
    if (code) setValue(normalizeBarcode(code))
  }

  async function submit() {
    const barcode = normalizeBarcode(value)
    const problem = barcodeFormatProblem(barcode)
    if (problem) {
      setError(BARCODE_MESSAGES[problem])
      return
    }
    const checked = await step.run(() => call(BIND_ENDPOINTS.barcodeCheck, { query: { barcode: barcode } }))
    if (!checked) return
    const open = useBindStore.getState().draft.barcode
    if (open && open !== checked.barcode) {
      // the open draft is of another kit: ask before dropping it
      await navigate(`/user/persons/bind/rebind-check?barcode=${encodeURIComponent(checked.barcode)}`)
      return
    }
    const ok = await step.run(() => adoptBarcode(checked.barcode, checked.product).then(() => true))
    if (ok) await step.save({ barcode: checked.barcode, productType: checked.product.type })
  }

  return (
    <WizardStep
      name='barcode'
      title='输入采样器编号'
      description='编号印在采样盒和采集管的标签上，以 XG 开头，共 12 位。'
      error={step.error}
      primary={{ label: '下一步', onClick: submit, loading: step.busy, disabled: !value.trim() }}
    >
      <Field name='barcode' error={error}>
        <Input
          className='xg-wizard__input xg-barcode__input'
          placeholder='例如 XG0000000018'
          value={value}
          maxlength={20}
          onFocus={() => setError(null)}
          onInput={e => setValue(e.detail.value.toUpperCase())}
        />
        {CAN_SCAN && (
          <View {...pressKeys()} ariaRole='button' className='xg-barcode__scan' onClick={scan}>
            <Text>扫码</Text>
          </View>
        )}
      </Field>
      <Text className='xg-wizard__note'>一个采样器只能绑定一位检测人，绑定后不可更改，请仔细核对。</Text>
    </WizardStep>
  )
}

