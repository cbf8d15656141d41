/**
 * Loads a page's data again when the person comes back to it (from the edit page above it, a
 * payment, a remark): on a show that follows a hide, never on the first one (the page's query
 * loads then, and the component may mount after the first show). Pass `state.reload` to show
 * 加载中… meanwhile, or `() => invalidateQueries(key)` to keep what the page shows until the answer.
 */
import { useRef } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'

export function useReloadOnReturn(reload: () => void) {
  const hidden = useRef(false)
  useDidHide(() => {
    hidden.current = true
  })
  useDidShow(() => {
    if (!hidden.current) return
    hidden.current = false
    reload()
  })
}
