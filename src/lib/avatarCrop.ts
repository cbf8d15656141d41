/**
 * The avatar picture of spec 5 and 9: "the image is resized to at most 240x240"; on desktop a
 * crop dialog (canvas 240x240, zoom slider 0 to 2 in steps of 0.01), on mobile it saves directly.
 * Pure geometry, so that the dialog only draws what these functions say.
 *
 * DECISION (ADR 0013): zoom 0 is the smallest picture that still covers the whole canvas, and
 * each step enlarges it from there (scale = cover × (1 + zoom)): at 2 the picture is three times
 * that size. The canvas never shows an empty edge.
 */
import { AVATAR_CROP, AVATAR_FILE_TYPES, AVATAR_MAX_SIZE } from '@xungen/contracts'

export interface Size {
  width: number
  height: number
}

export interface Offset {
  x: number
  y: number
}

export interface DrawRect {
  x: number
  y: number
  width: number
  height: number
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return AVATAR_CROP.zoomMin
  const stepped = Math.round(zoom / AVATAR_CROP.zoomStep) * AVATAR_CROP.zoomStep
  return Math.min(AVATAR_CROP.zoomMax, Math.max(AVATAR_CROP.zoomMin, Number(stepped.toFixed(2))))
}

/** The scale at which the image covers a square canvas of `canvas` px, enlarged by the zoom. */
export function cropScale(image: Size, zoom: number, canvas: number = AVATAR_CROP.canvasSize): number {
  const cover = Math.max(canvas / image.width, canvas / image.height)
  return cover * (1 + clampZoom(zoom))
}

/** Keeps the picture over the whole canvas: how far its centre may move from the canvas's centre. */
export function clampOffset(image: Size, zoom: number, offset: Offset, canvas: number = AVATAR_CROP.canvasSize): Offset {
  const scale = cropScale(image, zoom, canvas)
  const maxX = Math.max(0, (image.width * scale - canvas) / 2)
  const maxY = Math.max(0, (image.height * scale - canvas) / 2)
  const clamp = (v: number, max: number) => (Math.abs(v) <= max ? v : Math.sign(v) * max)
  return { x: clamp(offset.x, maxX) || 0, y: clamp(offset.y, maxY) || 0 }
}

/** Where the picture is drawn on a square canvas of `canvas` px (the offset is clamped first). */
export function cropDrawRect(image: Size, zoom: number, offset: Offset, canvas: number = AVATAR_CROP.canvasSize): DrawRect {
  const scale = cropScale(image, zoom, canvas)
  const o = clampOffset(image, zoom, offset, canvas)
  const width = image.width * scale
  const height = image.height * scale
  return { x: (canvas - width) / 2 + o.x, y: (canvas - height) / 2 + o.y, width, height }
}

/** spec 5: "resized to at most 240x240", keeping its proportions; a smaller image keeps its size. */
export function fitWithin(image: Size, max: number = AVATAR_MAX_SIZE): Size {
  if (image.width <= max && image.height <= max) return { width: image.width, height: image.height }
  const scale = Math.min(max / image.width, max / image.height)
  return { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) }
}

/** spec 5: "Upload accepts png, jpg, jpeg", by MIME type or, when the browser gives none, by name. */
export function isAcceptedImageFile(file: { name?: string; type?: string }): boolean {
  const type = (file.type || '').toLowerCase()
  if (type) return type === 'image/png' || type === 'image/jpeg' || type === 'image/jpg'
  const ext = /\.([a-z0-9]+)$/i.exec(file.name || '')?.[1]?.toLowerCase()
  return ext !== undefined && (AVATAR_FILE_TYPES as readonly string[]).includes(ext)
}

export const AVATAR_FILE_MESSAGES = {
  type: '请选择 png、jpg 或 jpeg 格式的图片',
  unreadable: '图片无法读取，请换一张'
} as const
