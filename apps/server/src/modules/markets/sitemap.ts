import { BROWSABLE_MARKETS } from '@kaimono/contracts'
import { TREES, type TreeNode } from './demo/trees.ts'

/**
 * The markets' pages a search engine should know: each market's home, category grid and
 * category lists (features/markets/category-tree.ts in the web app makes the same links), from
 * the mirror's category trees (a market on its official API keeps its own tree: its categories'
 * pages are found through its home page's links instead).
 */
export function marketSitemapPaths(): string[] {
  const paths: string[] = []
  const walk = (market: string, nodes: TreeNode[]) => {
    for (const node of nodes) {
      const id = encodeURIComponent(node.id)
      // Every category has its list; Rakuma's tiles also drill into the ones with children.
      paths.push(`/other-market/products/${market}?category_id=${id}`)
      if (node.children?.length) {
        if (market === 'rakuma') paths.push(`/other-market/${market}?parent=${id}`)
        walk(market, node.children)
      }
    }
  }
  for (const market of BROWSABLE_MARKETS) {
    paths.push(`/other-market/home/${market}`, `/other-market/${market}`)
    walk(market, TREES[market])
  }
  return paths
}
