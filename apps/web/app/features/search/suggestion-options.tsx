import type { Lang } from '@kaimono/contracts'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { formatJpy } from '#app/lib/format.ts'
import type { Suggestion } from './use-product-suggestions.ts'

/**
 * The combobox's suggestions, each an option the input's arrow keys move through. A chunk of its
 * own, loaded with the first suggestions: the page's first JavaScript stays as it was.
 */
export default function SuggestionOptions({
  optionId,
  options,
  active,
  rate,
  lang,
  onActive,
  onPick,
}: {
  optionId: (index: number) => string
  options: readonly Suggestion[]
  active: number
  rate: string
  lang: Lang
  onActive: (index: number) => void
  onPick: (product: Suggestion) => void
}) {
  return options.map((product, index) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (arrows, Enter)
    <div
      key={product.href}
      id={optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => onActive(index)}
      onClick={() => onPick(product)}
    >
      <img
        src={product.image_url}
        alt=""
        width={40}
        height={40}
        className="size-10 shrink-0 rounded-md bg-stone-100"
      />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm text-stone-900">{product.name}</span>
        <span className="text-xs tabular-nums text-stone-600">
          <span className="font-semibold text-brand-700">
            {formatDisplayVnd(product.price, rate, lang)}
          </span>{' '}
          {formatJpy(product.price)}
        </span>
      </span>
    </div>
  ))
}
