import { expect, test } from 'vitest'
import { sanitizeHtml, sanitizeLabels } from './sanitize.ts'

test('scripts, event handlers and javascript: links never survive', () => {
  const dirty =
    '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)">' +
    '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>' +
    '<style>body{}</style><svg onload="alert(1)"></svg>'
  const clean = sanitizeHtml(dirty)
  expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|style|svg/i)
  expect(clean).toContain('<p>Hi</p>')
})

test('ordinary formatting stays, and links open safely', () => {
  expect(sanitizeHtml('<h3>Cách dùng</h3><ul><li><strong>Sáng</strong></li></ul>')).toBe(
    '<h3>Cách dùng</h3><ul><li><strong>Sáng</strong></li></ul>',
  )
  expect(sanitizeHtml('<a href="https://kaimono.vn/x">x</a>')).toBe(
    '<a href="https://kaimono.vn/x" rel="nofollow noopener noreferrer" target="_blank">x</a>',
  )
})

test('each language of a label is sanitised', () => {
  expect(
    sanitizeLabels({
      vi: '<p>Xin chào<script>x</script></p>',
      ja: '<b onclick="x">太字</b>',
      en: 'plain',
    }),
  ).toEqual({ vi: '<p>Xin chào</p>', ja: '<b>太字</b>', en: 'plain' })
})
