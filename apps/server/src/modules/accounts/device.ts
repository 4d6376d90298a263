/**
 * A short name for the browser and system of a user agent ("Chrome · Android"), so that a
 * customer recognises their sessions; null when neither is recognised. Names are products',
 * the same in every language.
 */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const parts = [browser, system].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : null
}

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, iPadOS may say Macintosh.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/CocCoc|coc_coc_browser/, 'Cốc Cốc'],
  [/Zalo/, 'Zalo'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/okhttp|Dart\/|CFNetwork/, 'App'],
  [/curl\//, 'curl'],
]

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]
