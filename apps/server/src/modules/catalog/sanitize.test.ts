import { expect, test } from 'vitest'
import { sanitizeDescription } from './sanitize.ts'

test('scripts, event handlers and javascript: links never survive', () => {
  const dirty =
    '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)">' +
    '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>' +
    '<style>body{}</style><svg onload="alert(1)"></svg>'
  const clean = sanitizeDescription(dirty)
  expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|style|svg/i)
  expect(clean).toContain('<p>Hi</p>')
})

test('ordinary formatting stays, and links open safely', () => {
  expect(sanitizeDescription('<h3>Cách dùng</h3><ul><li><strong>Sáng</strong></li></ul>')).toBe(
    '<h3>Cách dùng</h3><ul><li><strong>Sáng</strong></li></ul>',
  )
  expect(sanitizeDescription('<a href="https://kaimono.vn/x">x</a>')).toBe(
    '<a href="https://kaimono.vn/x" rel="nofollow noopener noreferrer" target="_blank">x</a>',
  )
})
