import type { Product } from '@kaimono/contracts'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Disclosure } from '#app/components/ui/disclosure.tsx'
import { Panel, PanelSection } from '#app/components/ui/panel.tsx'

/**
 * A product's description, ingredients and facts, with its reviews (`children`) below the
 * description. Phones read the description, then ingredients and info, then the reviews.
 */
export function ProductDetails({ product, children }: { product: Product; children: ReactNode }) {
  const { t } = useTranslation()
  const [descriptionOpen, setDescriptionOpen] = useState(true)
  return (
    <div className="mt-10 grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
      <Panel as="section" className="p-5 sm:p-6 lg:col-start-1">
        <Disclosure
          wide
          open={descriptionOpen}
          onOpenChange={setDescriptionOpen}
          summary={<h2 className="text-lg font-semibold">{t('product.description')}</h2>}
        >
          <div
            className="space-y-3 text-sm leading-6 text-stone-800 [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allowlist by the API when stored (§3)
            dangerouslySetInnerHTML={{ __html: product.description ?? '' }}
          />
        </Disclosure>
      </Panel>
      <aside className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {product.ingredients ? (
          <PanelSection id="ingredients" title={t('product.ingredients')}>
            <p className="mt-2 text-sm text-stone-800">{product.ingredients}</p>
          </PanelSection>
        ) : null}
        <PanelSection id="product-info" title={t('product.info')}>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-stone-600">{t('product.id')}</dt>
            <dd className="font-medium tabular-nums">{product.id}</dd>
            <dt className="text-stone-600">{t('product.categories')}</dt>
            <dd>{product.categories?.map((c) => c.name).join(', ') || '—'}</dd>
            <dt className="text-stone-600">{t('product.origin')}</dt>
            <dd>{product.origin?.name ?? '—'}</dd>
            {product.brand ? (
              <>
                <dt className="text-stone-600">{t('product.brand')}</dt>
                <dd>{product.brand}</dd>
              </>
            ) : null}
            {product.capacity ? (
              <>
                <dt className="text-stone-600">{t('product.capacity')}</dt>
                <dd>{product.capacity}</dd>
              </>
            ) : null}
          </dl>
        </PanelSection>
      </aside>
      <div className="lg:col-start-1">{children}</div>
    </div>
  )
}
