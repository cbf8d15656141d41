/** WeChat's modal is native: nothing to wire (dialogKeys.ts is the H5 side). */
export function keyboardModal(): () => void {
  return () => undefined
}
