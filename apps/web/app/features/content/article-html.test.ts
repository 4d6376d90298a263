import { expect, test } from 'vitest'
import { articleHtml, plainText } from './article-html.ts'

test('every h2 is in the contents; one without an anchor gets one', () => {
  const { html, headings } = articleHtml(
    '<h2>利用規約</h2><p>a</p><h2 id="s-privacy">Privacy &amp; data</h2><h3 id="s-1">1.</h3><h2>配送</h2>',
  )
  expect(headings).toEqual([
    { id: 'section-1', text: '利用規約' },
    { id: 's-privacy', text: 'Privacy & data' },
    { id: 'section-3', text: '配送' },
  ])
  expect(html).toBe(
    '<h2 id="section-1">利用規約</h2><p>a</p><h2 id="s-privacy">Privacy &amp; data</h2><h3 id="s-1">1.</h3><h2 id="section-3">配送</h2>',
  )
})

test('an anchor written by us never repeats one the article has', () => {
  const { headings } = articleHtml('<h3 id="section-1">x</h3><h2>A</h2><h2>B</h2>')
  expect(headings.map((heading) => heading.id)).toEqual(['section-2', 'section-3'])
})

test('a table scrolls in a box of its own, which the keyboard reaches', () => {
  const { html } = articleHtml('<p>x</p><table>\n<tr><td>1</td></tr></table>')
  expect(html).toBe(
    '<p>x</p><div class="article-table" tabindex="0"><table>\n<tr><td>1</td></tr></table></div>',
  )
})

test('a heading’s words lose their tags and entities', () => {
  expect(plainText('<strong>Phí</strong> &quot;x10&quot;  &lt;3')).toBe('Phí "x10" <3')
})
