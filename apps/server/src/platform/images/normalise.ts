import sharp, { type Sharp, type SharpOptions } from 'sharp'
import { Invalid } from '../errors.ts'
import { Turns } from '../turns.ts'
import type { UploadRefusal } from './messages.ts'
import { sniffUploadFormat, type UploadFormat } from './sniff.ts'

/** Largest upload accepted, in bytes (§7 support-contents: a photo or a screenshot). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/**
 * Most pixels accepted (width × height): a 40-megapixel phone photo decodes to 160 MB of RGBA,
 * and two are decoded at a time (below).
 */
export const MAX_UPLOAD_PIXELS = 40_000_000

export type UploadLimits = { maxBytes?: number; maxPixels?: number }

/** The limits, and the form field a refusal names (`attachment_file` of §7 support-contents). */
export type UploadOptions = UploadLimits & { field?: string }

/** An uploaded picture as it is kept: re-encoded from its pixels, nothing else carried over. */
export type NormalisedImage = {
  body: Buffer
  contentType: 'image/jpeg' | 'image/png' | 'image/webp'
  extension: 'jpg' | 'png' | 'webp'
  width: number
  height: number
  bytes: number
}

const OUTPUTS = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const satisfies Record<UploadFormat, Pick<NormalisedImage, 'contentType' | 'extension'>>

const ENCODE: Record<UploadFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 85 }),
}

// Each upload is decoded once: libvips' operation cache would only hold up to 50 MB of pixels
// nobody asks for again. One libvips thread per image: decoding and encoding JPEG, PNG and WebP
// is sequential work that more threads barely speed up, and they would take cores from requests.
sharp.cache(false)
sharp.concurrency(1)

/**
 * Two pictures decoded at a time, the others waiting their turn: sharp works on libuv's pool
 * (4 threads by default), which file reads, DNS lookups and password hashing share, and a burst
 * of uploads must not take all of it (nor 160 MB of pixels each).
 */
const decoding = new Turns(2)

/**
 * Longest one picture may take: a 40 MP photo takes about 2 s on one core; a file crafted to
 * be slow to decode would otherwise hold one of the two turns for as long as it likes.
 */
const WORK_SECONDS = 30

/**
 * The picture as Kaimono keeps it, or a refusal (`Invalid`) naming `field`. Its kind comes
 * from its bytes, and sharp must read it as the same kind; its size and its pixel count
 * (from the header, so a small file declaring 30000×30000 is refused before anything is
 * allocated) are checked before it is decoded. It is then written again from its pixels, turned
 * upright by its EXIF orientation: EXIF (with GPS), XMP, ICC profiles (converted to sRGB),
 * comments, further frames of an animation and anything appended after the image (a script,
 * a ZIP) stay behind, so what is served is a picture and nothing else.
 */
export async function normaliseUpload(
  bytes: Buffer,
  {
    maxBytes = MAX_UPLOAD_BYTES,
    maxPixels = MAX_UPLOAD_PIXELS,
    field = 'attachment_file',
  }: UploadOptions = {},
): Promise<NormalisedImage> {
  const refuse = (key: UploadRefusal) => new Invalid({ [field]: [key] })
  if (bytes.length > maxBytes) throw refuse('upload.tooLarge')
  const format = sniffUploadFormat(bytes)
  if (!format) throw refuse('upload.type')
  // failOn 'error': a truncated or corrupt image is refused; a mere warning (a camera's odd
  // marker) is not, as the pixels are written again anyway. One page: an animation's first frame.
  const input: SharpOptions = { failOn: 'error', pages: 1, limitInputPixels: maxPixels }

  return decoding.run(async () => {
    const header = await sharp(bytes, { ...input, limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw refuse('upload.unreadable')
      })
    if (header.format !== format) throw refuse('upload.type')
    if (header.width * header.height > maxPixels) throw refuse('upload.tooManyPixels')
    // limitInputPixels stays as a second guard, should a decoder see more than its header said.
    const { data, info } = await ENCODE[format](sharp(bytes, input).rotate())
      .timeout({ seconds: WORK_SECONDS })
      .toBuffer({ resolveWithObject: true })
      .catch((error: Error) => {
        throw refuse(
          /pixel limit/.test(error.message) ? 'upload.tooManyPixels' : 'upload.unreadable',
        )
      })
    return {
      body: data,
      ...OUTPUTS[format],
      width: info.width,
      height: info.height,
      bytes: data.length,
    }
  })
}
