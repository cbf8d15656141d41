/**
 * The one picture pipeline of every upload (spec 9): png or jpg recognised by content, not by
 * name; refused past MAX_INPUT_PIXELS decoded pixels (a decompression bomb) from its header,
 * before a pixel is decoded; turned upright by its EXIF orientation; fitted into a box (smaller
 * pictures keep their size); flattened on white and re-encoded as JPEG, which drops every piece
 * of metadata (EXIF, GPS, camera). Each refusal is 4006 on the field `file`, in the caller's
 * own Chinese words (an avatar, a chat picture and a family photo say it each their way).
 */
import type SharpModule from 'sharp'
import type { Metadata, Sharp, SharpInput, SharpOptions } from 'sharp'
import { UPLOAD_IMAGE_RESIZE } from '@xungen/contracts'
import { argError } from '../errors'

let sharpModule: typeof SharpModule | null = null

/**
 * sharp, loaded on the first picture: libvips (a native library) and sharp's version checks are
 * not loaded by a server that is sent none, nor by each server test file that sends none.
 */
export function sharp(input?: SharpInput, options?: SharpOptions): Sharp {
  sharpModule ??= require('sharp') as typeof SharpModule
  return sharpModule(input, options)
}

/** decoded pixels an upload may have (a 50-megapixel photo; far more is a decompression bomb) */
export const MAX_INPUT_PIXELS = 50_000_000

export interface ImageRefusals {
  type: string
  broken: string
  tooManyPixels: string
}

export interface FittedImage {
  data: Buffer
  width: number
  height: number
}

export function sniffImageType(head: Buffer): 'png' | 'jpeg' | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  return null
}

/** the picture upright in a box×box JPEG without metadata; throws 4006 for what is not a usable png or jpeg */
export async function fitImage(input: Buffer, box: number, say: ImageRefusals): Promise<FittedImage> {
  const kind = sniffImageType(input)
  if (!kind) throw argError('file', say.type)
  let meta: Metadata
  try {
    // the header only: the pixels are not decoded yet
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw argError('file', say.broken)
  }
  if (meta.format !== kind) throw argError('file', say.type)
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw argError('file', say.tooManyPixels)
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // EXIF orientation
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // a transparent png gets a white background in JPEG
      .jpeg({ quality: Math.round(UPLOAD_IMAGE_RESIZE.quality * 100) })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch {
    throw argError('file', say.broken)
  }
}
