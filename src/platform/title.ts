/** H5: the document title; the home page leads with the brand. */
export const SITE_NAME = '基因寻根'

export function documentTitleOf(title: string): string {
  return title === SITE_NAME ? `${SITE_NAME} - 基因检测与祖源寻根` : `${title} - ${SITE_NAME}`
}

export function setPageTitle(title: string): void {
  if (typeof document !== 'undefined') document.title = documentTitleOf(title)
}
