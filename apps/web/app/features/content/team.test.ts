import { expect, test } from 'vitest'
import SEED from '../../../../server/src/modules/content/demo/pages/team.json'
import { TEAM } from './team.ts'

test('the team is the content seed’s, in its order, each position in every language', () => {
  expect(TEAM.map((member) => member.name.vi)).toEqual(SEED.map((member) => member.name))
  expect(TEAM.map((member) => member.position)).toEqual(SEED.map((member) => member.position))
})

test('every member has a name in every language and initials for an avatar', () => {
  for (const member of TEAM) {
    expect(Object.values(member.name).every((name) => name.trim() !== '')).toBe(true)
    expect(member.initials).toMatch(/^\p{Lu}{2}$/u)
  }
})
