/**
 * The mini-program's canvas of the tree (Canvas type="2d"): one finger pans, two zoom, a tap opens
 * a person. Draws only the nodes in view (draw.ts), at most once a frame.
 */
import { Canvas } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { nodeAt, zoomAt, type Viewport } from '../../model/layout'
import { drawTree, type DrawContext, type SurfaceProps } from './draw'

type Touch = { x: number; y: number }
interface CanvasNode {
  width: number
  height: number
  getContext(kind: '2d'): unknown
  requestAnimationFrame(cb: () => void): number
}

export default function TreeSurface({ layout, rootId, viewport, width, height, onViewport, onTap }: SurfaceProps) {
  const canvas = useRef<CanvasNode | null>(null)
  const view = useRef(viewport)
  const pending = useRef(false)
  const touches = useRef<Touch[]>([])
  const moved = useRef(0)
  const ratio = useRef(1)
  view.current = viewport

  const paint = () => {
    const c = canvas.current
    if (!c || pending.current) return
    pending.current = true
    c.requestAnimationFrame(() => {
      pending.current = false
      drawTree(c.getContext('2d') as DrawContext, layout, view.current, width, height, ratio.current, rootId)
    })
  }

  useEffect(() => {
    Taro.createSelectorQuery()
      .select('#xg-ftree-canvas')
      .fields({ node: true, size: true })
      .exec(res => {
        const node = res?.[0]?.node as CanvasNode | undefined
        if (!node) return
        ratio.current = Taro.getSystemInfoSync().pixelRatio || 1
        node.width = Math.round(width * ratio.current)
        node.height = Math.round(height * ratio.current)
        canvas.current = node
        paint()
      })
  }, [width, height])

  useEffect(() => {
    paint()
  })

  const set = (v: Viewport) => {
    view.current = v
    paint()
    onViewport(v)
  }
  const points = (e: { touches: ArrayLike<{ x?: number; y?: number; clientX?: number; clientY?: number }> }): Touch[] =>
    Array.from(e.touches).map(t => ({ x: t.x ?? t.clientX ?? 0, y: t.y ?? t.clientY ?? 0 }))

  return (
    <Canvas
      type='2d'
      id='xg-ftree-canvas'
      className='xg-ftree__canvas'
      style={{ width: `${width}px`, height: `${height}px` }}
      disableScroll
      onTouchStart={e => {
        touches.current = points(e as never)
        moved.current = 0
      }}
      onTouchMove={e => {
        const now = points(e as never)
        const before = touches.current
        if (now.length >= 2 && before.length >= 2) {
          const d0 = Math.hypot(before[0].x - before[1].x, before[0].y - before[1].y)
          const d1 = Math.hypot(now[0].x - now[1].x, now[0].y - now[1].y)
          if (d0 > 0) set(zoomAt(view.current, d1 / d0, (now[0].x + now[1].x) / 2, (now[0].y + now[1].y) / 2))
        } else if (now.length === 1 && before.length === 1) {
          const v = view.current
          set({ ...v, x: v.x - (now[0].x - before[0].x) / v.scale, y: v.y - (now[0].y - before[0].y) / v.scale })
          moved.current += Math.abs(now[0].x - before[0].x) + Math.abs(now[0].y - before[0].y)
        }
        touches.current = now
      }}
      onTouchEnd={() => {
        const last = touches.current
        if (last.length === 1 && moved.current < 6) {
          const hit = nodeAt(layout, view.current, last[0].x, last[0].y)
          if (hit) onTap(hit.person.id)
        }
        touches.current = []
      }}
    />
  )
}
