/**
 * Saving a text file the page made (a GEDCOM export): the browser downloads it.
 * (saveText.weapp.ts: written to the mini-program's user folder and sent to a WeChat chat.)
 */
export type SaveOutcome = { kind: 'saved' } | { kind: 'shared' } | { kind: 'failed' }

export async function saveTextFile(fileName: string, content: string, mime = 'text/plain'): Promise<SaveOutcome> {
  try {
    const blob = new Blob([content], { type: `${mime};charset=utf-8` })
    const url = URL.createObjectURL(blob)
    const a = document.createElement('a')
    a.href = url
    a.download = fileName
    a.rel = 'noopener'
    document.body.appendChild(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    return { kind: 'saved' }
  } catch {
    return { kind: 'failed' }
  }
}
