/**
 * The browser's avatar picture work (H5 only; the mini-program variant of avatarImage.ts has
 * none): the file chooser, decoding, and drawing the 240x240 result on a canvas as a blob: URL.
 */
import { AVATAR_CROP, AVATAR_MAX_SIZE } from '@xungen/contracts'
import { AVATAR_FILE_MESSAGES, cropDrawRect, fitWithin, isAcceptedImageFile, type Offset } from '@/lib/avatarCrop'
import type { LocalFile as LocalImage } from '@/services/endpointCall'

export class AvatarImageError extends Error {}

/** Opens the file chooser; resolves with the chosen file, or null when the person cancels. */
export function pickImageFile(): Promise<File | null> {
  return new Promise(resolve => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = 'image/png,image/jpeg,.png,.jpg,.jpeg'
    input.style.display = 'none'
    let settled = false
    const done = (file: File | null) => {
      if (settled) return
      settled = true
      input.remove()
      resolve(file)
    }
    input.addEventListener('change', () => done(input.files?.[0] ?? null))
    input.addEventListener('cancel', () => done(null))
    document.body.appendChild(input)
    input.click()
  })
}

/** Checks the type (spec 5) and decodes the picture (the browser turns it upright by its EXIF orientation). */
export async function decodeImage(file: File): Promise<HTMLImageElement> {
  if (!isAcceptedImageFile(file)) throw new AvatarImageError(AVATAR_FILE_MESSAGES.type)
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.decoding = 'async'
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve()
      image.onerror = () => reject(new AvatarImageError(AVATAR_FILE_MESSAGES.unreadable))
      image.src = url
    })
    if (!image.naturalWidth || !image.naturalHeight) throw new AvatarImageError(AVATAR_FILE_MESSAGES.unreadable)
    return image
  } finally {
    // the decoded picture stays usable after the URL is released
    URL.revokeObjectURL(url)
  }
}

function canvasToLocalImage(canvas: HTMLCanvasElement): Promise<LocalImage> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      blob => {
        if (!blob) return reject(new AvatarImageError(AVATAR_FILE_MESSAGES.unreadable))
        resolve({ filePath: URL.createObjectURL(blob), fileName: 'avatar.jpg' })
      },
      'image/jpeg',
      0.92
    )
  })
}

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new AvatarImageError(AVATAR_FILE_MESSAGES.unreadable)
  // a transparent png gets a white background in the JPEG
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, width, height)
  ctx.imageSmoothingQuality = 'high'
  return { canvas, ctx }
}

/** Draws the crop of the dialog (zoom and offset on the 240 canvas) at 240x240. */
export function renderCroppedAvatar(image: HTMLImageElement, zoom: number, offset: Offset): Promise<LocalImage> {
  const size = { width: image.naturalWidth, height: image.naturalHeight }
  const { canvas, ctx } = canvasOf(AVATAR_MAX_SIZE, AVATAR_MAX_SIZE)
  const scale = AVATAR_MAX_SIZE / AVATAR_CROP.canvasSize
  const r = cropDrawRect(size, zoom, offset)
  ctx.drawImage(image, r.x * scale, r.y * scale, r.width * scale, r.height * scale)
  return canvasToLocalImage(canvas)
}

/** spec 5 on mobile: the whole picture, shrunk to at most 240x240. */
export function renderFittedAvatar(image: HTMLImageElement): Promise<LocalImage> {
  const size = fitWithin({ width: image.naturalWidth, height: image.naturalHeight })
  const { canvas, ctx } = canvasOf(size.width, size.height)
  ctx.drawImage(image, 0, 0, size.width, size.height)
  return canvasToLocalImage(canvas)
}

/** Any picture shrunk to fit max x max (the chat's 250, spec 5 and 9), as a JPEG of the given quality (editor images: 0.8). */
export function renderFittedImage(image: HTMLImageElement, max: number, quality: number): Promise<LocalImage> {
  const size = fitWithin({ width: image.naturalWidth, height: image.naturalHeight }, max)
  const { canvas, ctx } = canvasOf(size.width, size.height)
  ctx.drawImage(image, 0, 0, size.width, size.height)
  return new Promise((resolve, reject) => {
    canvas.toBlob(blob => (blob ? resolve({ filePath: URL.createObjectURL(blob), fileName: 'chat.jpg' }) : reject(new AvatarImageError(AVATAR_FILE_MESSAGES.unreadable))), 'image/jpeg', quality)
  })
}
