export { busFanOut } from './fan-out.ts'
export {
  type SseEvent,
  type SseSource,
  type SseStreamsOptions,
  sseHeaders,
  sseStreams,
} from './stream.ts'
