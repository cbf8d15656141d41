/**
 * The frame of every binding step (spec 2.12): the kit being bound, the question, the step's
 * controls, the refusal's message and the buttons at the bottom.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Button from '@/components/Button'
import { useBindStore } from '@/stores/bind'
import './index.scss'

export interface WizardAction {
  label: string
  onClick?: () => void
  to?: string
  disabled?: boolean
  loading?: boolean
}

export interface WizardStepProps {
  name: string
  title: string
  description?: ReactNode
  children?: ReactNode
  error?: string | null
  primary?: WizardAction
  secondary?: WizardAction
  /** hide the kit line (start, instructions) */
  noKit?: boolean
}

export default function WizardStep({ name, title, description, children, error, primary, secondary, noKit }: WizardStepProps) {
  const kit = useBindStore(s => s.barcodeInfo)
  return (
    <View className={`xg-wizard xg-wizard--${name}`}>
      {!noKit && kit && (
        <View className='xg-wizard__kit'>
          <Text className='xg-wizard__kit-name'>{kit.productName ?? '采样器'}</Text>
          <Text className='xg-wizard__kit-code'>{kit.barcode}</Text>
        </View>
      )}
      <Text className='xg-wizard__title'>{title}</Text>
      {description && <View className='xg-wizard__description'>{description}</View>}
      <View className='xg-wizard__body'>{children}</View>
      {error && <Text className='xg-wizard__error'>{error}</Text>}
      <View className='xg-wizard__actions'>
        {primary && (
          <Button block size='l' to={primary.to} onClick={primary.onClick} disabled={primary.disabled} loading={primary.loading} className='xg-wizard__next'>
            {primary.label}
          </Button>
        )}
        {secondary && (
          <Button block size='l' variant='ghost' to={secondary.to} onClick={secondary.onClick} disabled={secondary.disabled} className='xg-wizard__other'>
            {secondary.label}
          </Button>
        )}
      </View>
    </View>
  )
}
