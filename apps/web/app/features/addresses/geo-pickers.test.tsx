import type { Address } from '@kaimono/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { stubGeoApi } from './geo-api.fixture.ts'
import { GeoPickers } from './geo-pickers.tsx'

beforeEach(() => {
  stubGeoApi()
})
afterEach(() => vi.unstubAllGlobals())

const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement
const province = () => select(/^Province/)
const district = () => select(/^District/)
const ward = () => select(/^Ward/)
const options = (element: HTMLSelectElement) =>
  within(element)
    .getAllByRole('option')
    .map((option) => option.textContent)

async function choose(element: () => HTMLSelectElement, name: string) {
  await screen.findByRole('option', { name })
  await userEvent.selectOptions(element(), name)
}

describe('GeoPickers', () => {
  test('a new address starts in the 2025 units: province, then ward, no district', async () => {
    renderInApp(() => <GeoPickers shown />)
    expect(await screen.findByRole('radio', { name: 'New units (from 1/7/2025)' })).toBeChecked()
    expect(screen.queryByRole('combobox', { name: /^District/ })).toBeNull()
    expect(ward()).toBeDisabled()

    await choose(province, 'Thành phố Hà Nội')
    await choose(ward, 'Phường Ba Đình')
    expect(ward()).toHaveAttribute('name', 'ward_id')
    expect(ward().value).toBe('00004')
  })

  test('old units: a new province clears district and ward; a new district clears the ward', async () => {
    renderInApp(() => <GeoPickers shown />)
    await userEvent.click(await screen.findByRole('radio', { name: 'Old units' }))
    expect(district()).toBeDisabled()

    await choose(province, 'Thành phố Hồ Chí Minh')
    await choose(district, 'Quận Gò Vấp')
    await choose(ward, 'Phường 12')
    expect(ward().value).toBe('26881')

    await choose(district, 'Quận 1')
    expect(district().value).toBe('760')
    expect(ward().value).toBe('')
    await screen.findByRole('option', { name: 'Phường Bến Thành' })
    expect(options(ward())).toEqual(['Choose a ward or commune', 'Phường Bến Thành'])

    await choose(ward, 'Phường Bến Thành')
    await choose(province, 'Thành phố Hà Nội')
    expect(district().value).toBe('')
    expect(ward().value).toBe('')
    expect(ward()).toBeDisabled()
    await screen.findByRole('option', { name: 'Quận Ba Đình' })
    expect(options(district())).toEqual(['Choose a district', 'Quận Ba Đình'])
  })

  test('switching the units clears every choice', async () => {
    renderInApp(() => <GeoPickers shown />)
    await choose(province, 'Thành phố Hà Nội')
    await choose(ward, 'Phường Ba Đình')
    await userEvent.click(screen.getByRole('radio', { name: 'Old units' }))
    expect(province().value).toBe('')
    expect(district().value).toBe('')
    expect(ward().value).toBe('')
  })

  test('an address being edited opens in its own units, its units chosen before lists load', async () => {
    const address = {
      scheme: 'old',
      ward_id: '26881',
      ward: { id: '26881', name: 'Phường 12' },
      district: { id: '764', name: 'Quận Gò Vấp' },
      province: { id: '79', name: 'Thành phố Hồ Chí Minh' },
    } as Address
    renderInApp(() => <GeoPickers address={address} shown={false} />)
    expect(await screen.findByRole('radio', { name: 'Old units' })).toBeChecked()
    expect(province().value).toBe('79')
    expect(district().value).toBe('764')
    expect(ward().value).toBe('26881')
    // Nothing is fetched while the panel is closed.
    expect(fetch).not.toHaveBeenCalled()
  })
})
