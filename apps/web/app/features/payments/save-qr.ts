/**
 * Issue 15: a QR code shown on the phone that pays cannot be scanned by that phone, so the page
 * saves it as a PNG picture; banking apps open a picture from the gallery in their scanner. The
 * picture is the QR code on white with the amount and transfer content written under it, so it
 * still says what it is for when found in the gallery later.
 */
const SIZE = 720
const TEXT_HEIGHT = 120

function loadSvg(svg: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('the QR code could not be drawn'))
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  })
}

/** The QR code `svg` as a PNG, with `lines` of text under it. */
export async function qrPng(svg: string, lines: readonly string[]): Promise<Blob> {
  const image = await loadSvg(svg)
  const canvas = document.createElement('canvas')
  canvas.width = SIZE
  canvas.height = SIZE + TEXT_HEIGHT
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2D canvas')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(image, 0, 0, SIZE, SIZE)
  context.fillStyle = '#1c1917'
  context.textAlign = 'center'
  context.font = 'bold 34px system-ui, sans-serif'
  lines.forEach((line, i) => {
    context.fillText(line, SIZE / 2, SIZE + 20 + (i + 1) * 40, SIZE - 40)
  })
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  )
}

/** Offers `blob` as a download named `name`. */
export function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
