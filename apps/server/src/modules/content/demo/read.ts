import { readdirSync, readFileSync } from 'node:fs'
import { LANGS, type LabelMap, type Lang } from '@kaimono/contracts'

// The seeded blog and help pages: Markdown files written for each language, `<slug>.<lang>.md`
// under posts/ and pages/, each opening with a `---` block of `key: value` lines.

const HERE = new URL('./', import.meta.url)

type Document = { header: Record<string, string>; body: string }

/** A file's `---` header and its Markdown. */
export function parseDocument(text: string): Document {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!match) throw new Error('a content file must open with a --- header')
  const header: Record<string, string> = {}
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const at = line.indexOf(':')
    if (at > 0) header[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return { header, body: (match[2] ?? '').trim() }
}

/** Every slug of a folder with its three languages' documents; a missing language is an error. */
function readFolder(folder: string): Map<string, Record<Lang, Document>> {
  const dir = new URL(`${folder}/`, HERE)
  const bySlug = new Map<string, Partial<Record<Lang, Document>>>()
  for (const name of readdirSync(dir).sort()) {
    const match = /^([a-z0-9-]+)\.(vi|ja|en)\.md$/.exec(name)
    if (!match) continue
    const [, slug = '', lang] = match
    const docs = bySlug.get(slug) ?? {}
    docs[lang as Lang] = parseDocument(readFileSync(new URL(name, dir), 'utf8'))
    bySlug.set(slug, docs)
  }
  const whole = new Map<string, Record<Lang, Document>>()
  for (const [slug, docs] of bySlug) {
    for (const lang of LANGS) {
      if (!docs[lang]) throw new Error(`${folder}/${slug}.${lang}.md is missing`)
    }
    whole.set(slug, docs as Record<Lang, Document>)
  }
  return whole
}

const labels = (docs: Record<Lang, Document>, pick: (doc: Document) => string): LabelMap => ({
  vi: pick(docs.vi),
  ja: pick(docs.ja),
  en: pick(docs.en),
})

export type DemoCategory = { slug: string; name: LabelMap }
export type DemoPost = {
  slug: string
  title: LabelMap
  description: LabelMap
  source: LabelMap
  categories: string[]
  date: string
}
export type DemoPage = { slug: string; title: LabelMap; description: LabelMap; source: LabelMap }
export type DemoTeamMember = { name: string; position: LabelMap }

export function demoCategories(): DemoCategory[] {
  return JSON.parse(readFileSync(new URL('posts/categories.json', HERE), 'utf8'))
}

/** The demo posts, newest first. */
export function demoPosts(): DemoPost[] {
  return [...readFolder('posts')]
    .map(([slug, docs]) => ({
      slug,
      title: labels(docs, (doc) => doc.header.title ?? ''),
      description: labels(docs, (doc) => doc.header.description ?? ''),
      source: labels(docs, (doc) => doc.body),
      categories: (docs.vi.header.categories ?? '')
        .split(',')
        .map((category) => category.trim())
        .filter(Boolean),
      date: docs.vi.header.date ?? '2026-11-01',
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
}

export function demoPages(): DemoPage[] {
  return [...readFolder('pages')].map(([slug, docs]) => ({
    slug,
    title: labels(docs, (doc) => doc.header.title ?? ''),
    description: labels(docs, (doc) => doc.header.description ?? ''),
    source: labels(docs, (doc) => doc.body),
  }))
}

export function demoTeam(): DemoTeamMember[] {
  return JSON.parse(readFileSync(new URL('pages/team.json', HERE), 'utf8'))
}
