/**
 * Image review (spec 5: "The avatar is reviewed before use."). One interface; the sandbox (the
 * default) decides at once: it approves every image except a "red card", an image whose average
 * colour is pure red (R ≥ 200, G ≤ 40, B ≤ 40), which it rejects, so that tests and
 * developers can see a rejection. IMAGE_REVIEW_PROVIDER=manual leaves every avatar pending until
 * an operator decides (UploadService.completeReview). A real moderation service goes behind the
 * same interface (ServiceOverrides.imageReview), answering pending and calling back later.
 */
import { AVATAR_REVIEW_STATUS, type AvatarReviewStatus, type UploadImageType } from '@xungen/contracts'
import { sharp } from '../../../security/images'

export interface ImageReviewer {
  readonly kind: string
  review(image: Buffer, type: UploadImageType): Promise<AvatarReviewStatus>
}

export class SandboxImageReviewer implements ImageReviewer {
  readonly kind = 'sandbox'

  async review(image: Buffer): Promise<AvatarReviewStatus> {
    const { channels } = await sharp(image).stats()
    const [r, g, b] = channels.map(c => c.mean)
    const redCard = r >= 200 && g <= 40 && b <= 40
    return redCard ? AVATAR_REVIEW_STATUS.REJECTED : AVATAR_REVIEW_STATUS.APPROVED
  }
}

export class ManualImageReviewer implements ImageReviewer {
  readonly kind = 'manual'

  async review(): Promise<AvatarReviewStatus> {
    return AVATAR_REVIEW_STATUS.PENDING
  }
}
