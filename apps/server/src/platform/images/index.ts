export { imagesMessages } from './messages.ts'
export {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  type NormalisedImage,
  normaliseUpload,
  type UploadLimits,
  type UploadOptions,
} from './normalise.ts'
export { sniffUploadFormat, type UploadFormat } from './sniff.ts'
