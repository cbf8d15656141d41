/**
 * The brand mark: a double helix whose strands end as roots, in jade. An SVG data URI, so it
 * renders with <Image> in the browser and the mini-program without an extra file request.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="16" fill="#0b7a6f"/>
<path d="M22 10c0 12 20 14 20 26s-20 10-20 18" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/>
<path d="M42 10c0 12-20 14-20 26s20 10 20 18" fill="none" stroke="#f2b36b" stroke-width="4.5" stroke-linecap="round"/>
<path d="M25 17h14M24 29h16M25 44h14" stroke="#fff" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>
<path d="M22 54l-5 4M42 54l5 4M32 52v6" stroke="#fff" stroke-opacity=".8" stroke-width="3" stroke-linecap="round"/>
</svg>`

export const LOGO_MARK = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(SVG.replace(/\n/g, ''))
