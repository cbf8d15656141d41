/**
 * Taro's Input and Textarea on the website: the field inside a block wrapper that carries the
 * page's class (the page styles the box, `.weui-input` / `.taro-textarea` the field, as with
 * Taro's web components). Controlled by `value`; the handlers get Taro's event shape
 * (`e.detail.value`, `e.detail.cursor`; Enter is `onConfirm`). The field's own label
 * (aria-*, role, `nativeProps`) goes on the field, where a screen reader looks for it.
 */
import { forwardRef, useLayoutEffect, useRef, type CompositionEvent, type FocusEvent, type FormEvent, type KeyboardEvent, type SyntheticEvent } from 'react'
import { cls, domProps, type BaseProps } from './common'

export interface TaroFieldEvent<D> {
  type: string
  detail: D
  target: EventTarget
  currentTarget: EventTarget
  timeStamp: number
  stopPropagation: () => void
  preventDefault: () => void
}

type Handler<D> = (e: TaroFieldEvent<D>) => void

export interface FieldProps extends BaseProps {
  value?: string | number
  placeholder?: string
  disabled?: boolean
  maxlength?: number
  focus?: boolean
  name?: string
  nativeProps?: Record<string, unknown>
  placeholderClass?: string
  placeholderStyle?: string
  onInput?: Handler<{ value: string; cursor: number }>
  onFocus?: Handler<{ value: string }>
  onBlur?: Handler<{ value: string }>
  onConfirm?: Handler<{ value: string }>
  onChange?: Handler<{ value: string }>
  onKeyDown?: Handler<{ value: string; cursor: number; keyCode: number | string }>
}

export interface InputProps extends FieldProps {
  type?: 'text' | 'number' | 'idcard' | 'digit' | 'safe-password' | 'nickname' | string
  password?: boolean
  confirmType?: 'send' | 'search' | 'next' | 'go' | 'done'
  readonly?: boolean
}

export interface TextareaProps extends FieldProps {
  autoHeight?: boolean
}

function taroEvent<D>(type: string, e: SyntheticEvent, detail: D): TaroFieldEvent<D> {
  return {
    type,
    detail,
    target: e.target,
    currentTarget: e.currentTarget,
    timeStamp: e.timeStamp,
    stopPropagation: () => e.stopPropagation(),
    preventDefault: () => e.preventDefault()
  }
}

// props of the wrapper (the page's box) rather than the field
const FIELD_PROPS = ['value', 'placeholder', 'disabled', 'maxlength', 'focus', 'name', 'nativeProps', 'placeholderClass', 'placeholderStyle', 'onInput', 'onFocus', 'onBlur', 'onConfirm', 'onChange', 'onKeyDown', 'type', 'password', 'confirmType', 'readonly', 'autoHeight', 'adjustPosition', 'cursorSpacing', 'holdKeyboard', 'alwaysEmbed', 'selectionStart', 'selectionEnd', 'cursor', 'showConfirmBar', 'disableDefaultPadding', 'fixed']

/** the props of the field element: role and aria-* given to the component, then nativeProps */
function split(props: FieldProps, className: string): { box: Record<string, unknown>; field: Record<string, unknown> } {
  const all = domProps(props, FIELD_PROPS)
  const box: Record<string, unknown> = {}
  const field: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(all)) {
    if (k === 'role' || k.startsWith('aria-')) field[k] = v
    else box[k] = v
  }
  box.className = cls(className, props.className)
  return { box, field: { ...field, ...(props.nativeProps ?? {}) } }
}

function inputType(type: string | undefined, confirmType: string | undefined, password: boolean | undefined): string {
  if (password) return 'password'
  if (confirmType === 'search') return 'search'
  if (type === 'digit' || type === 'number') return 'number'
  if (type === 'idcard' || type === 'safe-password' || type === 'nickname' || !type) return 'text'
  return type
}

/** the attributes both fields take from the component's props (maxlength 140 unless given, -1 for none, as WeChat) */
function fieldAttributes(props: FieldProps) {
  const { value, placeholder, disabled, maxlength = 140, focus, name } = props
  return { value: value ?? '', placeholder, disabled, maxLength: maxlength > -1 ? maxlength : undefined, name, autoFocus: focus }
}

function useFieldHandlers(props: FieldProps, numberMax?: number) {
  const composing = useRef(false)
  return {
    onChange: (e: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const el = e.currentTarget
      let value = el.value
      // a number field ignores maxlength in the browser: cut it as WeChat does
      if (numberMax !== undefined && numberMax > -1 && value.length > numberMax) {
        value = value.slice(0, numberMax)
        el.value = value
      }
      props.onInput?.(taroEvent('input', e, { value, cursor: el.selectionEnd ?? value.length }))
    },
    onFocus: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onFocus?.(taroEvent('focus', e, { value: e.currentTarget.value })),
    onBlur: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      props.onBlur?.(taroEvent('blur', e, { value: e.currentTarget.value }))
      props.onChange?.(taroEvent('change', e, { value: e.currentTarget.value }))
    },
    onCompositionStart: () => {
      composing.current = true
    },
    onCompositionEnd: (_e: CompositionEvent) => {
      composing.current = false
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = e.currentTarget
      props.onKeyDown?.(taroEvent('keydown', e, { value, cursor: value.length, keyCode: e.keyCode || e.code }))
      if (e.key === 'Enter' && !composing.current && !e.nativeEvent.isComposing) props.onConfirm?.(taroEvent('confirm', e, { value }))
    }
  }
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  const { maxlength = 140, type, password, confirmType, readonly } = props
  const trueType = inputType(type, confirmType, password)
  const { box, field } = split(props, 'taro-input-core')
  const handlers = useFieldHandlers(props, trueType === 'number' ? maxlength : undefined)
  // a number field refuses typed text without a digit (a `digit` field one point), as WeChat's
  // keyboard offers none and as Taro's web component did; pasted text with digits goes in
  const onBeforeInput = (e: FormEvent<HTMLInputElement> & { data?: string | null }) => {
    const data = e.data
    if (!data || (type !== 'number' && type !== 'digit') || /[0-9]/.test(data)) return
    if (type === 'digit' && data === '.' && !e.currentTarget.value.includes('.')) return
    e.preventDefault()
  }
  return (
    <div {...box}>
      <input
        ref={ref}
        className='weui-input'
        type={trueType}
        {...fieldAttributes(props)}
        readOnly={readonly}
        inputMode={type === 'digit' ? 'decimal' : type === 'number' ? 'numeric' : undefined}
        enterKeyHint={confirmType && confirmType !== 'done' ? confirmType : undefined}
        onBeforeInput={onBeforeInput}
        {...handlers}
        {...field}
      />
    </div>
  )
})

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
  const { value, autoHeight } = props
  const { box, field } = split(props, 'taro-textarea-core')
  const own = useRef<HTMLTextAreaElement | null>(null)
  const handlers = useFieldHandlers(props)
  // autoHeight: as tall as its text (WeChat grows the field line by line)
  useLayoutEffect(() => {
    const el = own.current
    if (!autoHeight || !el) return
    el.style.height = 'auto'
    el.style.height = `${el.scrollHeight}px`
  }, [autoHeight, value])
  const setRef = (el: HTMLTextAreaElement | null) => {
    own.current = el
    if (typeof ref === 'function') ref(el)
    else if (ref) ref.current = el
  }
  return (
    <div {...box}>
      <textarea
        ref={setRef}
        className={cls('taro-textarea', autoHeight && 'auto-height')}
        {...fieldAttributes(props)}
        rows={autoHeight ? 1 : undefined}
        {...handlers}
        {...field}
      />
    </div>
  )
})
