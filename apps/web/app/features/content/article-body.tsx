/**
 * An article's HTML (a post, a help page, an answer) in the site's type: headings, lists,
 * tables, quotes and links styled by `.article` (app.css), since the HTML carries no classes.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `article ${className}` : 'article'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allowlist by the API when it was saved (ARCHITECTURE §3); articleHtml adds only anchors and table boxes
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
