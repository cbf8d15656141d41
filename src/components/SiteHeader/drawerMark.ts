/** set on the window once the H5 drawer has restored its state (SiteHeader) */
export const DRAWER_RESTORED_MARK = '__xgDrawerRestored'
