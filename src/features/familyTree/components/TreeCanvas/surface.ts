/**
 * The browser's canvas of the tree: drag to pan, wheel or pinch to zoom, tap a person. Draws in
 * the next animation frame after a change, only the nodes in view (draw.ts).
 */
import { createElement, useEffect, useRef } from 'react'
import { nodeAt, zoomAt, type Viewport } from '../../model/layout'
import { drawTree, type DrawContext, type SurfaceProps } from './draw'


export default function TreeSurface({ layout, rootId, viewport, width, height, onViewport, onTap }: SurfaceProps) {
  const ref = useRef<HTMLCanvasElement | null>(null)
  const view = useRef(viewport)
  const frame = useRef(0)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const moved = useRef(0)
  view.current = viewport

  const paint = () => {
    cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(() => {
      const canvas = ref.current
      const ctx = canvas?.getContext('2d')
      if (!canvas || !ctx) return
      drawTree(ctx as unknown as DrawContext, layout, view.current, width, height, window.devicePixelRatio || 1, rootId)
    })
  }

  useEffect(() => {
    const canvas = ref.current
    if (!canvas) return
    const ratio = window.devicePixelRatio || 1
    canvas.width = Math.round(width * ratio)
    canvas.height = Math.round(height * ratio)
    paint()
  })

  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  const local = (e: { clientX: number; clientY: number }) => {
    const r = ref.current!.getBoundingClientRect()
    return { x: e.clientX - r.left, y: e.clientY - r.top }
  }
  const set = (v: Viewport) => {
    view.current = v
    paint()
    onViewport(v)
  }

  return createElement('canvas', {
    ref,
    className: 'xg-ftree__canvas',
    style: { width: `${width}px`, height: `${height}px`, touchAction: 'none' },
    'aria-label': '家谱图：拖动平移，滚轮或双指缩放，点人物查看',
    onPointerDown: (e: PointerEvent) => {
      ;(e.target as HTMLCanvasElement).setPointerCapture?.(e.pointerId)
      pointers.current.set(e.pointerId, local(e))
      moved.current = 0
    },
    onPointerMove: (e: PointerEvent) => {
      const before = pointers.current.get(e.pointerId)
      if (!before) return
      const now = local(e)
      const others = [...pointers.current.entries()].filter(([id]) => id !== e.pointerId)
      if (others.length === 1) {
        const o = others[0][1]
        const d0 = Math.hypot(before.x - o.x, before.y - o.y)
        const d1 = Math.hypot(now.x - o.x, now.y - o.y)
        if (d0 > 0) set(zoomAt(view.current, d1 / d0, (now.x + o.x) / 2, (now.y + o.y) / 2))
      } else {
        const v = view.current
        set({ ...v, x: v.x - (now.x - before.x) / v.scale, y: v.y - (now.y - before.y) / v.scale })
      }
      moved.current += Math.abs(now.x - before.x) + Math.abs(now.y - before.y)
      pointers.current.set(e.pointerId, now)
    },
    onPointerUp: (e: PointerEvent) => {
      const at = pointers.current.get(e.pointerId)
      pointers.current.delete(e.pointerId)
      if (at && moved.current < 6 && pointers.current.size === 0) {
        const hit = nodeAt(layout, view.current, at.x, at.y)
        if (hit) onTap(hit.person.id)
      }
    },
    onPointerCancel: (e: PointerEvent) => pointers.current.delete(e.pointerId),
    onWheel: (e: WheelEvent) => {
      const p = local(e)
      set(zoomAt(view.current, e.deltaY < 0 ? 1.1 : 1 / 1.1, p.x, p.y))
    }
  })
}
