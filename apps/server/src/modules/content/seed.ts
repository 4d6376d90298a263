import { type SeedPart, versionOf } from '../../platform/db/seed-part.ts'
import { demoCategories, demoPages, demoPosts } from './demo/read.ts'
import { type SeedContent, seedContent } from './service.ts'

const CONTENT: SeedContent = {
  categories: demoCategories(),
  posts: demoPosts(),
  pages: demoPages(),
}

/** The blog's posts and the help pages of a new shop; what staff edit afterwards stays theirs. */
export const contentSeed: SeedPart = {
  key: 'seed.content',
  version: versionOf(CONTENT),
  report: 'catalog',
  load: (tx) => seedContent(tx, CONTENT, 'Kaimono'),
}
