/**
 * Choosing a raw-data file to import (spec 3.14 "Gene data upload"): the browser's file dialog.
 * The file is handed on as a blob: URL, which Taro's uploadFile sends on H5.
 * (chooseFile.weapp.ts: a file from a WeChat chat, chooseMessageFile.)
 */
export interface ChosenFile {
  path: string
  name: string
  size: number
}

export function chooseRawFile(extensions: readonly string[]): Promise<ChosenFile | null> {
  return new Promise(resolve => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = extensions.map(e => '.' + e).join(',')
    input.style.display = 'none'
    input.addEventListener('change', () => {
      const file = input.files && input.files[0]
      input.remove()
      resolve(file ? { path: URL.createObjectURL(file), name: file.name, size: file.size } : null)
    })
    document.body.appendChild(input)
    input.click()
  })
}
