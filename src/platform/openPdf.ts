/**
 * Opens a PDF the server made (the electronic report). H5: the browser downloads it from the
 * same origin (a plain navigation to the file, which the server sends as an attachment).
 */
export async function openPdf(path: string): Promise<void> {
  const a = document.createElement('a')
  a.href = path
  a.download = ''
  document.body.appendChild(a)
  a.click()
  a.remove()
}
