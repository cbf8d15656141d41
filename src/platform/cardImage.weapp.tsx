/**
 * The mini-program draws a card (lib/cardOps) on a canvas placed off screen and turns it into a
 * picture file (canvasToTempFilePath): WeChat's share card takes a picture file, not SVG.
 */
import Taro from '@tarojs/taro'
import { Canvas } from '@tarojs/components'
import type { CardDrawing } from '@/lib/cardOps'

export function CardCanvas({ id, width, height }: { id: string; width: number; height: number }) {
  return <Canvas canvasId={id} ariaHidden style={{ position: 'fixed', left: '-9999px', top: '0', width: `${width}px`, height: `${height}px` }} />
}

export function cardImage(card: CardDrawing, canvasId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const ctx = Taro.createCanvasContext(canvasId)
    for (const op of card.ops) {
      if (op.kind === 'rect') {
        ctx.setFillStyle(op.fill)
        ctx.fillRect(op.x, op.y, op.w, op.h)
      } else if (op.kind === 'circle') {
        ctx.setGlobalAlpha(op.opacity ?? 1)
        ctx.setFillStyle(op.fill)
        ctx.beginPath()
        ctx.arc(op.x, op.y, op.r, 0, 2 * Math.PI)
        ctx.fill()
        ctx.setGlobalAlpha(1)
      } else if (op.kind === 'rings') {
        ctx.setFillStyle(op.fill)
        ctx.beginPath()
        for (const ring of op.rings) {
          ring.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)))
          ctx.closePath()
        }
        ctx.fill()
      } else {
        ctx.setFillStyle(op.color)
        ctx.setFontSize(op.size)
        ctx.setTextAlign(op.align ?? 'left')
        ctx.fillText(op.text, op.x, op.y)
      }
    }
    ctx.draw(false, () => {
      Taro.canvasToTempFilePath({ canvasId, width: card.width, height: card.height, destWidth: card.width * 2, destHeight: card.height * 2, success: r => resolve(r.tempFilePath), fail: reject })
    })
  })
}

/** the mini-program's card goes through WeChat's share menu */
export const CARD_SAVE_HINT = '点右上角「···」转发给微信好友，卡片上就是这张图。'
