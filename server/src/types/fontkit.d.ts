/** fontkit (pdfkit's font engine) ships no types; the electronic report only opens a font with it. */
declare module 'fontkit' {
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): { layout(text: string): unknown; glyphsForString(text: string): Array<{ advanceWidth: number }> }
}
