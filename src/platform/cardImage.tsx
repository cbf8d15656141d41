/**
 * A drawn card (lib/cardOps) as an image the person can keep or send (issue 29, the ancestry
 * share card). H5: the SVG itself as the image's source, nothing to host. The mini-program
 * (cardImage.weapp.tsx) draws it on a canvas and hands WeChat a picture file for its share card.
 */
import { cardSvgUri, type CardDrawing } from '@/lib/cardOps'

/** where the card is drawn: nothing on H5 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function CardCanvas(_props: { id: string; width: number; height: number }) {
  return null
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function cardImage(card: CardDrawing, _canvasId: string): Promise<string> {
  return cardSvgUri(card)
}

/** the website's card is kept by saving the picture (a browser's own menu) */
export const CARD_SAVE_HINT = '长按或右键点击图片即可保存，发给亲友。'
