/**
 * The 称呼 other accounts see for a tested person (binding wizard, import page, the person's
 * relatives privacy page). The rule and the default live in @xungen/contracts (relativesName.ts):
 * the real name never reaches another account, and an empty field means 寻根用户 + a short id.
 */
import { Input, Text } from '@tarojs/components'
import { RELATIVES_NAME_DEFAULT_PREFIX } from '@xungen/contracts'
import Field from '@/components/Field'

export const RELATIVES_NAME_HINT = `亲人列表和染色体对比中，对方只能看到这个称呼和亲缘关系，看不到真实姓名。不填则显示为「${RELATIVES_NAME_DEFAULT_PREFIX}」加编号。`

export default function RelativesNameField({ value, onChange, error, inputClassName, shown }: {
  value: string
  onChange(value: string): void
  error?: string | null
  /** the Input's class (the wizard's or the person pages') */
  inputClassName: string
  /** the name shown now, when it is the default */
  shown?: string
}) {
  return (
    <Field label='寻亲称呼' name='relatives-name' error={error} hint={<Text>{shown ? `${RELATIVES_NAME_HINT}当前显示为「${shown}」。` : RELATIVES_NAME_HINT}</Text>}>
      <Input className={inputClassName} placeholder='例如：老张、广东陈氏' value={value} maxlength={12} onInput={e => onChange(e.detail.value)} />
    </Field>
  )
}
