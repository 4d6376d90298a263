import { describe, expect, test } from 'vitest'
import { initialPicker, type PickerState, pickerLists, pickerReducer } from './picker-state.ts'

const chosen: PickerState = { scheme: 'old', provinceId: '79', districtId: '764', wardId: '26881' }

describe('pickerReducer (§5 clearing rules)', () => {
  test('a new province clears the district and the ward', () => {
    expect(pickerReducer(chosen, { type: 'province', id: '01' })).toEqual({
      scheme: 'old',
      provinceId: '01',
      districtId: '',
      wardId: '',
    })
  })

  test('a new district clears the ward and keeps the province', () => {
    expect(pickerReducer(chosen, { type: 'district', id: '760' })).toEqual({
      ...chosen,
      districtId: '760',
      wardId: '',
    })
  })

  test('choosing the same province or district again keeps what is below it', () => {
    expect(pickerReducer(chosen, { type: 'province', id: '79' })).toBe(chosen)
    expect(pickerReducer(chosen, { type: 'district', id: '764' })).toBe(chosen)
  })

  test('a ward changes only the ward', () => {
    expect(pickerReducer(chosen, { type: 'ward', id: '26882' })).toEqual({
      ...chosen,
      wardId: '26882',
    })
  })

  test('the other scheme clears every unit, since codes repeat across schemes', () => {
    expect(pickerReducer(chosen, { type: 'scheme', scheme: '2025' })).toEqual({
      scheme: '2025',
      provinceId: '',
      districtId: '',
      wardId: '',
    })
    expect(pickerReducer(chosen, { type: 'scheme', scheme: 'old' })).toBe(chosen)
  })
})

describe('initialPicker', () => {
  test('a new address starts empty in the units since 1 July 2025', () => {
    expect(initialPicker()).toEqual({ scheme: '2025', provinceId: '', districtId: '', wardId: '' })
  })
})

describe('pickerLists', () => {
  test('old units: provinces, then the province’s districts, then the district’s wards', () => {
    expect(pickerLists({ scheme: 'old', provinceId: '', districtId: '', wardId: '' })).toEqual({
      provinces: '/api/provinces',
      districts: null,
      wards: null,
    })
    expect(pickerLists(chosen)).toEqual({
      provinces: '/api/provinces',
      districts: '/api/districts?filter[province_id]=79',
      wards: '/api/wards?filter[district_id]=764',
    })
  })

  test('units since 2025: provinces, then the province’s wards, no districts', () => {
    expect(pickerLists({ scheme: '2025', provinceId: '01', districtId: '', wardId: '' })).toEqual({
      provinces: '/api/provinces?filter[scheme]=2025',
      districts: null,
      wards: '/api/wards?filter[scheme]=2025&filter[province_id]=01',
    })
  })
})
