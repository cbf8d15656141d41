/**
 * The gallery's pictures: the upload pipeline every picture goes through (security/images.ts:
 * png or jpg by content, a decompression bomb refused from its header, upright by its EXIF
 * orientation, re-encoded as JPEG without metadata such as GPS) fitted into 800×800, and a
 * 240×240 thumbnail cut from its centre. Every refusal is 4006 on the field `file` in Chinese.
 */
import { GALLERY_IMAGE_BOX, GALLERY_MESSAGES, GALLERY_THUMB_SIZE } from '@xungen/contracts'
import { argError } from '../../../errors'
import { fitImage, sharp, type FittedImage } from '../../../security/images'

export interface GalleryImage extends FittedImage {
  thumb: Buffer
}

export async function processGalleryImage(input: Buffer): Promise<GalleryImage> {
  const image = await fitImage(input, GALLERY_IMAGE_BOX, GALLERY_MESSAGES)
  try {
    const thumb = await sharp(image.data).resize({ width: GALLERY_THUMB_SIZE, height: GALLERY_THUMB_SIZE, fit: 'cover' }).jpeg({ quality: 80 }).toBuffer()
    return { ...image, thumb }
  } catch {
    throw argError('file', GALLERY_MESSAGES.broken)
  }
}
