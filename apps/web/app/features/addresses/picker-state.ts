import { type Address, apiPath, type GeoScheme } from '@kaimono/contracts'

/** What the address form has chosen: the scheme and, top down, its units. */
export type PickerState = {
  scheme: GeoScheme
  provinceId: string
  districtId: string
  wardId: string
}

export type PickerChange =
  | { type: 'scheme'; scheme: GeoScheme }
  | { type: 'province'; id: string }
  | { type: 'district'; id: string }
  | { type: 'ward'; id: string }

const NOTHING = { provinceId: '', districtId: '', wardId: '' }

/**
 * §5: changing the province clears district and ward; changing the district clears the ward.
 * Codes repeat across schemes, so a change of scheme clears all three.
 */
export function pickerReducer(state: PickerState, change: PickerChange): PickerState {
  switch (change.type) {
    case 'scheme':
      return change.scheme === state.scheme ? state : { scheme: change.scheme, ...NOTHING }
    case 'province':
      return change.id === state.provinceId
        ? state
        : { ...state, provinceId: change.id, districtId: '', wardId: '' }
    case 'district':
      return change.id === state.districtId
        ? state
        : { ...state, districtId: change.id, wardId: '' }
    case 'ward':
      return { ...state, wardId: change.id }
  }
}

/** A new address starts in the units in force today; an address being edited in its own. */
export function initialPicker(address?: Address): PickerState {
  if (!address) return { scheme: '2025', ...NOTHING }
  return {
    scheme: address.scheme,
    provinceId: address.province.id,
    districtId: address.district?.id ?? '',
    wardId: address.ward_id,
  }
}

type Lists = { provinces: string; districts: string | null; wards: string | null }

/** The API lists the pickers read for a state (§7; each cached by the browser by its ETag). */
export function pickerLists(state: PickerState): Lists {
  if (state.scheme === '2025') {
    return {
      provinces: apiPath('GET /api/provinces', { query: { filter: { scheme: '2025' } } }),
      districts: null,
      wards: state.provinceId
        ? apiPath('GET /api/wards', {
            query: { filter: { scheme: '2025', province_id: state.provinceId } },
          })
        : null,
    }
  }
  return {
    provinces: apiPath('GET /api/provinces'),
    districts: state.provinceId
      ? apiPath('GET /api/districts', { query: { filter: { province_id: state.provinceId } } })
      : null,
    wards: state.districtId
      ? apiPath('GET /api/wards', { query: { filter: { district_id: state.districtId } } })
      : null,
  }
}
