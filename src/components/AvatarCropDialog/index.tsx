/**
 * spec 5: "On desktop a crop dialog titled 'adjust your photo size' appears (canvas 240x240, zoom
 * slider 0 to 2 in steps of 0.01)." Drag the picture to place it, slide (or scroll) to zoom; the
 * circle shows what the round avatar will show. Browser only: phones save directly and the
 * mini-program uses WeChat's cropper (platform/avatarImage.weapp.ts).
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { AVATAR_CROP } from '@xungen/contracts'
import Button from '../Button'
import Sheet from '../Sheet'
import { clampOffset, clampZoom, cropDrawRect, type Offset } from '@/lib/avatarCrop'
import './index.scss'

export const CROP_DIALOG_TITLE = '调整照片大小'

export interface AvatarCropDialogProps {
  image: HTMLImageElement | null
  saving?: boolean
  onCancel: () => void
  onSave: (crop: { zoom: number; offset: Offset }) => void
}

export default function AvatarCropDialog({ image, saving, onCancel, onSave }: AvatarCropDialogProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null)
  const [zoom, setZoom] = useState(0)
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 })
  const drag = useRef<{ x: number; y: number; from: Offset } | null>(null)
  const size = image ? { width: image.naturalWidth, height: image.naturalHeight } : null
  const C = AVATAR_CROP.canvasSize

  useEffect(() => {
    setZoom(0)
    setOffset({ x: 0, y: 0 })
  }, [image])

  useEffect(() => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx || !image || !size) return
    const ratio = window.devicePixelRatio || 1
    canvas.width = C * ratio
    canvas.height = C * ratio
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, C, C)
    const r = cropDrawRect(size, zoom, offset)
    ctx.drawImage(image, r.x, r.y, r.width, r.height)
    // the round avatar: dim what falls outside the circle
    ctx.beginPath()
    ctx.rect(0, 0, C, C)
    ctx.arc(C / 2, C / 2, C / 2, 0, Math.PI * 2, true)
    ctx.fillStyle = 'rgba(15, 23, 30, 0.45)'
    ctx.fill('evenodd')
  })

  function changeZoom(next: number) {
    if (!size) return
    const z = clampZoom(next)
    setZoom(z)
    setOffset(o => clampOffset(size, z, o))
  }

  function onPointerDown(e: ReactPointerEvent<HTMLCanvasElement>) {
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { x: e.clientX, y: e.clientY, from: offset }
  }

  function onPointerMove(e: ReactPointerEvent<HTMLCanvasElement>) {
    if (!drag.current || !size) return
    const d = drag.current
    setOffset(clampOffset(size, zoom, { x: d.from.x + e.clientX - d.x, y: d.from.y + e.clientY - d.y }))
  }

  function onPointerUp() {
    drag.current = null
  }

  return (
    <Sheet
      open={image !== null}
      title={CROP_DIALOG_TITLE}
      onClose={onCancel}
      name='avatar-crop'
      footer={
        <>
          <Button variant='ghost' block onClick={onCancel}>取消</Button>
          <Button block loading={saving} onClick={() => onSave({ zoom, offset })}>保存</Button>
        </>
      }
    >
      <div className='xg-crop'>
        <canvas
          ref={canvasRef}
          className='xg-crop__canvas'
          style={{ width: `${C}px`, height: `${C}px` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onWheel={e => changeZoom(zoom + (e.deltaY < 0 ? 0.05 : -0.05))}
          aria-label='拖动调整头像位置'
        />
        <p className='xg-crop__hint'>拖动图片调整位置，滑动滑块缩放</p>
        <label className='xg-crop__zoom'>
          <span className='xg-crop__zoom-icon xg-crop__zoom-icon--small' aria-hidden='true' />
          <input
            className='xg-crop__slider'
            type='range'
            min={AVATAR_CROP.zoomMin}
            max={AVATAR_CROP.zoomMax}
            step={AVATAR_CROP.zoomStep}
            value={zoom}
            aria-label='缩放'
            onChange={e => changeZoom(Number(e.currentTarget.value))}
          />
          <span className='xg-crop__zoom-icon' aria-hidden='true' />
        </label>
      </div>
    </Sheet>
  )
}
