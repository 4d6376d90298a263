import { type Address, GEO_SCHEMES, type GeoScheme } from '@kaimono/contracts'
import { useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '#app/components/ui/field.tsx'
import { initialPicker, pickerLists, pickerReducer } from './picker-state.ts'
import { type Unit, useGeoList } from './use-geo-list.ts'

// The toggle offers the units in force today first.
const SCHEMES: readonly GeoScheme[] = [...GEO_SCHEMES].reverse()

type GeoPickersProps = {
  /** The address being edited; absent for a new one. */
  address?: Address
  /** Lists are fetched only once the form is shown. */
  shown: boolean
  wardError?: string
}

/**
 * §5 pickers: a toggle between the units since 1 July 2025 and the old ones, then
 * province → ward (2025) or province → district → ward (old). Only the ward is sent.
 */
export function GeoPickers({ address, shown, wardError }: GeoPickersProps) {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(pickerReducer, address, initialPicker)
  const lists = pickerLists(state)
  const provinces = useGeoList(lists.provinces, shown)
  const districts = useGeoList(lists.districts, shown)
  const wards = useGeoList(lists.wards, shown)
  // Until its list arrives (and without JavaScript) a select offers the address's own unit.
  const own = address?.scheme === state.scheme ? address : undefined

  return (
    <div className="space-y-4 sm:col-span-2">
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('addresses.units')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {SCHEMES.map((scheme) => (
            <label
              key={scheme}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-700 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800"
            >
              <input
                type="radio"
                name="scheme"
                value={scheme}
                checked={state.scheme === scheme}
                onChange={() => dispatch({ type: 'scheme', scheme })}
                className="size-4 accent-brand-600"
              />
              {t(`addresses.scheme.${scheme}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={`grid gap-4 ${state.scheme === 'old' ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
        <UnitSelect
          label={t('addresses.province')}
          placeholder={t('addresses.chooseProvince')}
          value={state.provinceId}
          list={provinces}
          own={own?.province}
          onChange={(id) => dispatch({ type: 'province', id })}
        />
        {state.scheme === 'old' ? (
          <UnitSelect
            label={t('addresses.district')}
            placeholder={t('addresses.chooseDistrict')}
            value={state.districtId}
            list={districts}
            own={own?.district ?? undefined}
            onChange={(id) => dispatch({ type: 'district', id })}
            disabled={!state.provinceId}
          />
        ) : null}
        <UnitSelect
          name="ward_id"
          label={t('addresses.ward')}
          placeholder={t('addresses.chooseWard')}
          value={state.wardId}
          list={wards}
          own={own?.ward}
          onChange={(id) => dispatch({ type: 'ward', id })}
          disabled={!(state.scheme === 'old' ? state.districtId : state.provinceId)}
          error={wardError}
        />
      </div>
    </div>
  )
}

type UnitSelectProps = {
  name?: string
  label: string
  placeholder: string
  value: string
  list: ReturnType<typeof useGeoList>
  own: Unit | undefined
  onChange: (id: string) => void
  disabled?: boolean
  error?: string
}

function UnitSelect({ list, own, value, placeholder, onChange, ...rest }: UnitSelectProps) {
  const { t } = useTranslation()
  const units =
    list.state === 'ready' ? list.units : own && own.id === value ? [own] : ([] as Unit[])
  const hint =
    list.state === 'loading'
      ? t('addresses.loading')
      : list.state === 'failed'
        ? t('addresses.loadFailed')
        : undefined
  return (
    <SelectField
      {...rest}
      marked
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <option value="">{placeholder}</option>
      {units.map((unit) => (
        <option key={unit.id} value={unit.id}>
          {unit.name}
        </option>
      ))}
    </SelectField>
  )
}
