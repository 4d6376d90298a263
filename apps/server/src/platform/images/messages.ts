import type { Catalogue } from '../i18n/messages.ts'

/** What an upload's refusal says (normalise.ts); the texts name the default limits. */
export const imagesMessages = {
  'upload.type': {
    vi: 'Chỉ nhận ảnh JPEG, PNG hoặc WebP',
    ja: 'JPEG・PNG・WebP形式の画像のみアップロードできます',
    en: 'Only JPEG, PNG or WebP images are accepted',
  },
  'upload.tooLarge': {
    vi: 'Ảnh tối đa 5 MB',
    ja: '画像のサイズは5MBまでです',
    en: 'Images may be at most 5 MB',
  },
  'upload.tooManyPixels': {
    vi: 'Ảnh tối đa 40 megapixel',
    ja: '画像は4,000万画素（40メガピクセル）までです',
    en: 'Images may be at most 40 megapixels',
  },
  'upload.unreadable': {
    vi: 'Không đọc được ảnh này',
    ja: 'この画像を読み込めませんでした',
    en: 'This image could not be read',
  },
} satisfies Catalogue

export type UploadRefusal = keyof typeof imagesMessages

type ImagesMessages = typeof imagesMessages

declare module '../i18n/messages.ts' {
  interface ModuleMessages extends ImagesMessages {}
}
