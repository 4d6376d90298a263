import type { LabelMap, Lang } from '@kaimono/contracts'
import type { Brand, Template } from './data.ts'
import {
  BOUGHT_IN_JAPAN,
  GARMENT_SIZES,
  HEADINGS,
  KINDS,
  type KindText,
  shelfLife,
} from './texts.ts'

const LANGS: Lang[] = ['vi', 'ja', 'en']

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  )

const section = (heading: LabelMap, body: string, lang: Lang) =>
  `<h3>${escapeHtml(heading[lang])}</h3>${body}`
const paragraph = (text: LabelMap, lang: Lang) => `<p>${escapeHtml(text[lang])}</p>`
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

/** The chest and length each clothing size fits, for garments sized S–XL. */
function sizeChart(template: Template, lang: Lang): string | null {
  const sizes = template.options?.size?.filter((size) => GARMENT_SIZES[size.value])
  if (template.kind !== 'clothing' || !sizes?.length) return null
  const row = (size: string) => {
    const fit = GARMENT_SIZES[size]
    if (!fit) return ''
    if (lang === 'ja') return `${size}:胸囲 ${fit.chest}cm・着丈 ${fit.length}cm`
    if (lang === 'vi') return `${size}: vòng ngực ${fit.chest} cm, dài áo ${fit.length} cm`
    return `${size}: chest ${fit.chest} cm, length ${fit.length} cm`
  }
  return section(HEADINGS.sizeChart, list(sizes.map((size) => escapeHtml(row(size.value)))), lang)
}

/**
 * A product's description, in one language: its own sentence, its highlights (its material,
 * its own points, then its kind's), how to use it or choose a size, how to keep it, and a
 * warning only where its kind (or it) has one. HTML of the sanitiser's allowlist.
 */
function describeIn(template: Template, brand: Brand, lang: Lang): string {
  const kind: KindText = KINDS[template.kind]
  const highlights = [
    ...(template.material
      ? [`${escapeHtml(HEADINGS.material[lang])}: ${escapeHtml(template.material[lang])}`]
      : []),
    ...(template.points ?? []).map((point) => escapeHtml(point[lang])),
    ...kind.highlights.map((point) => escapeHtml(point[lang])),
    ...(kind.shelfLifeMonths ? [escapeHtml(shelfLife(kind.shelfLifeMonths)[lang])] : []),
  ]
  const usage = template.usage ?? kind.usage
  const warning = template.warning ?? kind.warning
  return [
    `<p><strong>${escapeHtml(lang === 'ja' ? brand.ja : brand.latin)}</strong> · ${escapeHtml(template.pitch[lang])}</p>`,
    highlights.length ? section(HEADINGS.highlights, list(highlights), lang) : '',
    usage ? section(HEADINGS[kind.usageHeading ?? 'usage'], paragraph(usage, lang), lang) : '',
    sizeChart(template, lang) ?? '',
    section(HEADINGS[kind.storageHeading ?? 'storage'], paragraph(kind.storage, lang), lang),
    warning ? section(HEADINGS.note, paragraph(warning, lang), lang) : '',
    paragraph(BOUGHT_IN_JAPAN, lang),
  ].join('')
}

export function describe(template: Template, brand: Brand): LabelMap {
  const [vi, ja, en] = LANGS.map((lang) => describeIn(template, brand, lang)) as [
    string,
    string,
    string,
  ]
  return { vi, ja, en }
}
