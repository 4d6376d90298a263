// The part of jsdom's API the tests use: a document whose own scripts run. (@types/jsdom brings
// an undici-types that conflicts with Node's fetch types.)
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html: string,
      options?: { runScripts?: 'dangerously' | 'outside-only'; pretendToBeVisual?: boolean },
    )
    readonly window: Window & typeof globalThis
  }
}
