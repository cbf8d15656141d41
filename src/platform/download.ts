/** Downloading a file from a short-lived link (raw data): the browser saves it as the link's attachment. */
export async function downloadFromLink(url: string, _fileName: string): Promise<'started' | 'copied'> {
  const a = document.createElement('a')
  a.href = url
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  return 'started'
}
