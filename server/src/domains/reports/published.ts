/**
 * The one guard of every page of a report (the report's home and items, relatives, ancestry,
 * lineage, gene origin, a non-chip test's result, share links): the detection must be one the
 * viewer may see (their own person's, or a person shared with them unless `ownOnly`), 4004
 * otherwise, as if it did not exist; and its report must be out, 2200 before. A page that shows
 * only some kinds of report refuses the others with `accept` (a chip barcode on a non-chip page,
 * 4003), before the report's state is told.
 */
import { CODES } from '@xungen/contracts'
import { AppError } from '../../errors'
import type { PersonsService } from '../persons'

export type PublishedDetection = Awaited<ReturnType<PersonsService['visibleDetection']>>

export async function publishedDetection(
  persons: PersonsService,
  userId: number,
  barcode: string,
  options: { ownOnly?: boolean; accept?: (detection: PublishedDetection['detection']) => void } = {}
): Promise<PublishedDetection> {
  let found: PublishedDetection
  try {
    found = await persons.visibleDetection(userId, barcode)
  } catch (err) {
    if (err instanceof AppError && err.code === CODES.SCT_NON_EXIST) throw new AppError(CODES.REPORT_NOT_FOUND)
    throw err
  }
  // a person shared with the viewer is read-only: pages of other people and remarks are the owner's
  if (options.ownOnly && (found.shared || found.person.user_id !== userId)) throw new AppError(CODES.REPORT_NOT_FOUND)
  options.accept?.(found.detection)
  if (found.detection.has_report !== 1) throw new AppError(CODES.NOT_PUBLISHED)
  return found
}
