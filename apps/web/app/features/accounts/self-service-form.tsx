import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import type { SelfServiceResult } from './self-service-result.ts'

type SelfServiceFormProps = {
  /** The heading's id, which names the section. */
  id: string
  title: string
  intent: string
  userId: number
  result?: SelfServiceResult
  intro?: ReactNode
  submit: string
  danger?: boolean
  children: ReactNode
}

/**
 * One form of /customer/user-info in its panel: a plain post (it works without JavaScript),
 * its outcome above the fields, the button disabled while it is being sent. A success empties
 * the form (its key changes), so no password stays typed in.
 */
export function SelfServiceForm({
  id,
  title,
  intent,
  userId,
  result,
  intro,
  submit,
  danger,
  children,
}: SelfServiceFormProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  return (
    <PanelSection id={id} title={title} className="p-5 sm:p-6">
      {intro}
      <Form
        key={result?.ok ? result.notice : 'form'}
        method="post"
        noValidate
        className="mt-4 grid gap-4"
        preventScrollReset
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="user_id" value={userId} />
        {result?.ok ? <Alert tone="success">{result.notice}</Alert> : null}
        {result && !result.ok ? <Alert tone="danger">{result.message}</Alert> : null}
        {children}
        <div>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {busy ? t('auth.sending') : submit}
          </Button>
        </div>
      </Form>
    </PanelSection>
  )
}

/** The first message the refusal gives a field. */
export const errorOf = (result: SelfServiceResult | undefined, field: string) =>
  result && !result.ok ? result.errors[field]?.[0] : undefined
