/**
 * The published HTML of a document (rendered and sanitised by the server) as the page hands it
 * to rich-text: in the mini-program an image path of the site becomes an address on the API's
 * origin (rich-text loads nothing relative); on H5 the path stays as it is.
 */
export function richTextHtml(html: string, origin: string): string {
  if (!origin) return html
  return html.replace(/(<img src=")(\/files\/images\/)/g, `$1${origin}$2`)
}
