/** The mini-program has no site footer (its tab bar and WeChat's menu take that role). */
export default function SiteFooter() {
  return null
}
