import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { Invalid } from '../errors.ts'
import { MAX_UPLOAD_BYTES, normaliseUpload, sniffUploadFormat } from './index.ts'

/** A picture `width`×`height`, its left half red and its right half blue. */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2)
  return sharp({ create: { width, height, channels: 3, background: 'red' } }).composite([
    {
      input: { create: { width: width - half, height, channels: 3, background: 'blue' } },
      left: half,
      top: 0,
    },
  ])
}

const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: 'gray',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })

/** A JPEG segment: its marker, its length (counting itself), its data. */
function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0])
  head.writeUInt16BE(data.length + 2, 2)
  return Buffer.concat([head, data])
}

/** `segments` put right after a JPEG's start-of-image marker. */
const withSegments = (jpeg: Buffer, ...segments: Buffer[]) =>
  Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)])

/**
 * An EXIF block as a phone writes one: IFD0 with Orientation 6 (turn 90° clockwise to show)
 * and a pointer to a GPS IFD placing the photo at 21°1'30" N.
 */
function exifSegment(): Buffer {
  const tiff = Buffer.alloc(92)
  tiff.write('II*\0', 0, 'latin1')
  tiff.writeUInt32LE(8, 4)
  const entry = (at: number, tag: number, type: number, count: number) => {
    tiff.writeUInt16LE(tag, at)
    tiff.writeUInt16LE(type, at + 2)
    tiff.writeUInt32LE(count, at + 4)
    return at + 8
  }
  tiff.writeUInt16LE(2, 8)
  tiff.writeUInt16LE(6, entry(10, 0x0112, 3, 1)) // Orientation, SHORT
  tiff.writeUInt32LE(38, entry(22, 0x8825, 4, 1)) // GPSInfo, LONG: the GPS IFD's offset
  tiff.writeUInt16LE(2, 38)
  tiff.write('N\0', entry(40, 0x0001, 2, 2), 'latin1') // GPSLatitudeRef, ASCII
  tiff.writeUInt32LE(68, entry(52, 0x0002, 5, 3)) // GPSLatitude, 3 RATIONALs at 68
  for (const [i, n] of [21, 1, 1, 1, 30, 1].entries()) tiff.writeUInt32LE(n, 68 + 4 * i)
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]))
}

/** A 1×1 PNG whose header declares `width`×`height`: a few bytes of data for all those pixels. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: 'red' } })
      .png()
      .toBuffer(),
  )
  // Signature (8), IHDR's length and type (8), then width and height; its CRC covers type + data.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

/** The refusal's messages by field, or a failed expectation when the upload was accepted. */
async function refusal(bytes: Buffer, limits?: Parameters<typeof normaliseUpload>[1]) {
  const error = await normaliseUpload(bytes, limits).then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(Invalid)
  return (error as Invalid).fields
}

const refused = (key: string) => ({ attachment_file: [key] })

async function rgbAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [...data.subarray(at, at + 3)]
}

const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60
const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > 200 && r < 60 && g < 60

describe('what is kept of a picture', () => {
  test('a phone photo is turned upright and loses its EXIF, GPS and XMP', async () => {
    const photo = withSegments(
      await halves(40, 20).withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>').jpeg().toBuffer(),
      exifSegment(),
    )
    const before = await sharp(photo).metadata()
    expect(before).toMatchObject({ orientation: 6, width: 40, height: 20 })
    expect(before.exif?.includes(Buffer.from('N\0', 'latin1'))).toBe(true)
    expect(before.xmp).toBeDefined()

    const kept = await normaliseUpload(photo)
    expect(kept).toMatchObject({
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 20,
      height: 40,
    })
    expect(kept.bytes).toBe(kept.body.length)
    const after = await sharp(kept.body).metadata()
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 })
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    // Turned clockwise: the stored left half (red) is now on top.
    expect(isRed(await rgbAt(kept.body, 10, 2))).toBe(true)
    expect(isBlue(await rgbAt(kept.body, 10, 37))).toBe(true)
  })

  test('a PNG stays a PNG and a WebP a WebP', async () => {
    const png = await normaliseUpload(await halves(30, 10).png().toBuffer())
    expect(png).toMatchObject({ contentType: 'image/png', extension: 'png', width: 30, height: 10 })
    expect(sniffUploadFormat(png.body)).toBe('png')
    const webp = await normaliseUpload(await halves(30, 10).webp().toBuffer())
    expect(webp).toMatchObject({
      contentType: 'image/webp',
      extension: 'webp',
      width: 30,
      height: 10,
    })
    expect(sniffUploadFormat(webp.body)).toBe('webp')
  })

  test('an animated WebP keeps its first frame only', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background } })
        .png()
        .toBuffer()
    const animation = await sharp([await frame('red'), await frame('blue')], {
      join: { animated: true },
    })
      .webp()
      .toBuffer()
    expect((await sharp(animation).metadata()).pages).toBe(2)
    const kept = await normaliseUpload(animation)
    expect(kept).toMatchObject({ width: 8, height: 8 })
    expect((await sharp(kept.body).metadata()).pages).toBeUndefined()
    expect(isRed(await rgbAt(kept.body, 4, 4))).toBe(true)
  })

  test('whatever rides along a JPEG (a script, a ZIP, an HTML comment) is left behind', async () => {
    const jpeg = await halves(16, 16).jpeg().toBuffer()
    const script = Buffer.from('<script>alert(1)</script>')
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26)])
    const appended = Buffer.concat([jpeg, script, zip])
    const commented = withSegments(jpeg, segment(0xfe, Buffer.from(`<html>${script}</html>`)))
    for (const polyglot of [appended, commented]) {
      const kept = await normaliseUpload(polyglot)
      expect(kept.contentType).toBe('image/jpeg')
      expect(kept.body.includes('<script')).toBe(false)
      expect(kept.body.includes('<html')).toBe(false)
      expect(kept.body.includes('PK\x03\x04', 0, 'latin1')).toBe(false)
    }
  })
})

describe('what is refused', () => {
  test('anything but JPEG, PNG and WebP, whatever it is called: the bytes decide', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'
    const others = [
      Buffer.from('just some text, saved as photo.jpg'),
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      Buffer.from(svg),
      Buffer.from(`<?xml version="1.0"?>${svg}`),
      Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
      await halves(8, 8).gif().toBuffer(),
      await halves(8, 8).avif().toBuffer(),
      // The start of an iPhone's HEIC: an ISO box `ftyp` of brand `heic`.
      Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(0),
    ]
    for (const bytes of others) expect(await refusal(bytes)).toEqual(refused('upload.type'))
  })

  test('a PNG signature in front of something else is not a picture', async () => {
    const pretender = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ])
    expect(await refusal(pretender)).toEqual(refused('upload.unreadable'))
  })

  test('a file over 5 MB is refused before it is read', async () => {
    // A PNG signature and zeros: refused for its size, never decoded (else it would be unreadable).
    const big = Buffer.alloc(6 * 1024 * 1024)
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big)
    expect(await refusal(big)).toEqual(refused('upload.tooLarge'))
    const exactly = Buffer.alloc(MAX_UPLOAD_BYTES)
    exactly.write('not a picture')
    expect(await refusal(exactly)).toEqual(refused('upload.type'))
  })

  test('a decompression bomb is refused from its header, without decoding it', async () => {
    const bomb = await pngDeclaring(40_000, 40_000)
    expect(bomb.length).toBeLessThan(100)
    const before = process.memoryUsage().rss
    expect(await refusal(bomb)).toEqual(refused('upload.tooManyPixels'))
    // 1.6 gigapixels would be 4.8 GB of RGB.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024)
  })

  test('40 megapixels is the most: a header of exactly 40 MP gets past the count', async () => {
    // 8000×5000 is allowed to be decoded, and its missing data then makes it unreadable;
    // 8000×5001 is refused for its size alone.
    expect(await refusal(await pngDeclaring(8000, 5000))).toEqual(refused('upload.unreadable'))
    expect(await refusal(await pngDeclaring(8000, 5001))).toEqual(refused('upload.tooManyPixels'))
  })

  test('the pixel limit counts width × height, inclusive', async () => {
    const limits = { maxPixels: 100 }
    await expect(
      normaliseUpload(await noise(10, 10).png().toBuffer(), limits),
    ).resolves.toMatchObject({ width: 10, height: 10 })
    expect(await refusal(await noise(10, 11).png().toBuffer(), limits)).toEqual(
      refused('upload.tooManyPixels'),
    )
  })

  test('a truncated or corrupt picture is unreadable', async () => {
    const jpeg = await noise(256, 256).jpeg().toBuffer()
    // The header is whole; the scan stops at 60 %.
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6))
    expect(await refusal(truncated)).toEqual(refused('upload.unreadable'))
    const png = await noise(64, 64).png().toBuffer()
    const corrupt = Buffer.from(png)
    corrupt.fill(0xaa, 60, 200)
    expect(await refusal(corrupt)).toEqual(refused('upload.unreadable'))
  })

  test('the refusal names the form field it is given', async () => {
    const fields = await refusal(Buffer.from('text'), { field: 'avatar' })
    expect(fields).toEqual({ avatar: ['upload.type'] })
  })
})
