/** The picture formats an upload may be, named as sharp's `metadata().format` names them. */
export type UploadFormat = 'jpeg' | 'png' | 'webp'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * What the bytes say they are, from their first bytes (the formats' magic numbers): never from
 * a file name or a declared Content-Type, which the sender chooses. An SVG, an HTML page or a
 * script renamed `.png` has no PNG signature, so it stops here.
 */
export function sniffUploadFormat(bytes: Uint8Array): UploadFormat | null {
  const at = (offset: number, text: string) =>
    Buffer.from(bytes.subarray(offset, offset + text.length)).toString('latin1') === text
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (PNG_SIGNATURE.equals(bytes.subarray(0, PNG_SIGNATURE.length))) return 'png'
  // RIFF, four bytes of length, then the form type: WEBP.
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp'
  return null
}
