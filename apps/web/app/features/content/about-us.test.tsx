import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { TeamList } from './team-list.tsx'
import { VideoPoster } from './video-poster.tsx'

test('the video block says there is no video yet, and plays nothing', async () => {
  renderInApp(() => <VideoPoster />, { lang: 'ja' })
  const figure = await screen.findByRole('figure')
  expect(figure).toHaveTextContent('動画は近日公開')
  expect(figure).toHaveTextContent('2分でわかるKaimono')
  expect(figure.querySelector('video, iframe, img, button, a')).toBeNull()
})

test('the team in the page’s language, each with initials for an avatar', async () => {
  renderInApp(() => <TeamList lang="ja" />, { lang: 'ja' })
  const team = await screen.findByRole('region', { name: '私たちのチーム' })
  const members = within(team).getAllByRole('listitem')
  expect(members).toHaveLength(6)
  expect(members[1]).toHaveTextContent('TK高橋 健二日本倉庫 オペレーションマネージャー')
})
