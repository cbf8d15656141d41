/**
 * Taro's RichText on the website: an HTML string (the site's own, cleaned by the feature that
 * builds it) or WeChat's node list, drawn into a block.
 */
import { createElement, forwardRef, type ReactNode } from 'react'
import { cls, domProps, styleObject, type BaseProps } from './common'

interface TextNode { type: 'text'; text?: string }
interface ElementNode { name: string; attrs?: Record<string, string>; children?: RichNode[] }
type RichNode = TextNode | ElementNode

export interface RichTextProps extends BaseProps {
  nodes?: string | RichNode[]
  selectable?: boolean
  userSelect?: boolean
  space?: 'ensp' | 'emsp' | 'nbsp'
}

const TARO_ONLY = ['nodes', 'selectable', 'userSelect', 'space'] as const

function renderNode(node: RichNode, key: number): ReactNode {
  if ('type' in node && node.type === 'text') return (node.text || '').replace(/&nbsp;/g, '\u00A0')
  if (!('name' in node) || !node.name) return null
  const attrs: Record<string, unknown> = { key }
  for (const [k, v] of Object.entries(node.attrs ?? {})) {
    if (k === 'class') attrs.className = v
    else if (k === 'style') attrs.style = styleObject(v)
    else attrs[k] = v
  }
  const children = node.children?.length ? node.children.map(renderNode) : undefined
  return createElement(node.name, attrs, children)
}

const RichText = forwardRef<HTMLDivElement, RichTextProps>(function RichText(props, ref) {
  const { nodes, selectable, userSelect, space } = props
  const rest = domProps(props, TARO_ONLY)
  rest.className = cls('taro-rich-text', (selectable || userSelect) && 'taro-text--select', space && `taro-text--space-${space}`, props.className)
  if (typeof nodes === 'string') return <div ref={ref} {...rest} dangerouslySetInnerHTML={{ __html: nodes }} />
  return (
    <div ref={ref} {...rest}>
      {Array.isArray(nodes) ? nodes.map(renderNode) : null}
    </div>
  )
})

export default RichText
