/** The fields §5 reports errors for, each shown under its input. */
export type AddressField = 'consignee' | 'tel' | 'ward_id' | 'address_detail' | 'note'
export type AddressIntent = 'create' | 'update' | 'delete'

/** What one submission of an address form came to; `form` names the panel it came from. */
export type AddressActionResult =
  /** `id` is the address saved (the checkout chooses a new one at once). */
  | { form: string; intent: AddressIntent; ok: true; id?: number }
  | {
      form: string
      intent: AddressIntent
      ok: false
      message: string
      errors: Partial<Record<AddressField, string[]>>
      /** What was sent, so a page rendered again (no JavaScript) keeps the customer's typing. */
      values?: AddressTyped
    }

export type AddressTyped = Record<'consignee' | 'tel' | 'address_detail' | 'note', string> & {
  default: boolean
}

/** The panel of a new address; a saved one is named by its id. */
export const NEW_ADDRESS = 'new'
