/**
 * The gallery's picture pipeline: png or jpg recognised by content (not name), refused past
 * GALLERY_MAX_INPUT_PIXELS decoded pixels (a decompression bomb) before it is decoded, turned
 * upright by its EXIF orientation, fitted into 800×800 (smaller ones keep their size) and
 * re-encoded as JPEG, which drops every piece of metadata (EXIF, GPS, camera); a 240×240
 * thumbnail cut from the centre. Every refusal is 4006 on the field `file` in Chinese.
 */
import sharp, { type Metadata } from 'sharp'
import { GALLERY_IMAGE_BOX, GALLERY_MAX_INPUT_PIXELS, GALLERY_MESSAGES, GALLERY_THUMB_SIZE, UPLOAD_IMAGE_RESIZE } from '@xungen/contracts'
import { argError } from '../../../errors'

export interface GalleryImage {
  data: Buffer
  thumb: Buffer
  width: number
  height: number
}

function sniff(head: Buffer): 'png' | 'jpeg' | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  return null
}

export async function processGalleryImage(input: Buffer): Promise<GalleryImage> {
  const kind = sniff(input)
  if (!kind) throw argError('file', GALLERY_MESSAGES.type)
  let meta: Metadata
  try {
    // the header only: the pixels are not decoded yet
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw argError('file', GALLERY_MESSAGES.broken)
  }
  if (meta.format !== kind) throw argError('file', GALLERY_MESSAGES.type)
  if ((meta.width ?? 0) * (meta.height ?? 0) > GALLERY_MAX_INPUT_PIXELS) throw argError('file', GALLERY_MESSAGES.tooManyPixels)
  try {
    const { data, info } = await sharp(input, { limitInputPixels: GALLERY_MAX_INPUT_PIXELS })
      .rotate() // EXIF orientation
      .resize({ width: GALLERY_IMAGE_BOX, height: GALLERY_IMAGE_BOX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(UPLOAD_IMAGE_RESIZE.quality * 100) })
      .toBuffer({ resolveWithObject: true })
    const thumb = await sharp(data).resize({ width: GALLERY_THUMB_SIZE, height: GALLERY_THUMB_SIZE, fit: 'cover' }).jpeg({ quality: 80 }).toBuffer()
    return { data, thumb, width: info.width, height: info.height }
  } catch {
    throw argError('file', GALLERY_MESSAGES.broken)
  }
}
