import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import type { ContactField, ContactResult } from './contact-result.ts'

/**
 * §2 Contact us form: name, phone, title, email, content and Submit. Posted to the page's
 * action with or without JavaScript; a refusal shows under each field, a success says so and
 * empties the form (the page gives it a new key).
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction === '/contact-us'
  const failure = result?.ok === false ? result : undefined
  const field = (name: ContactField) => ({
    name,
    defaultValue: failure?.values[name],
    error: failure?.errors[name]?.[0],
    marked: true,
  })

  return (
    <PanelSection id="contact-form" title={t('contact.form.title')} className="p-5 sm:p-6">
      <p className="mt-1 text-sm text-stone-600">{t('contact.form.intro')}</p>
      <div className="mt-4 space-y-3 empty:hidden">
        {result?.ok ? (
          <Alert tone="success">{t('contact.form.sent', { id: result.id })}</Alert>
        ) : null}
        {failure ? (
          <Alert tone="danger">{failure.message || t('contact.form.failed')}</Alert>
        ) : null}
      </div>
      <Form
        key={result?.ok ? `sent-${result.id}` : 'contact'}
        method="post"
        action="/contact-us"
        noValidate
        preventScrollReset
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <Field label={t('contact.form.name')} autoComplete="name" {...field('name')} />
        <Field label={t('contact.form.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <Field
          label={t('contact.form.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <Field label={t('contact.form.subject')} {...field('title')} />
        <TextareaField
          label={t('contact.form.content')}
          rows={5}
          className="sm:col-span-2"
          {...field('content')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? t('contact.form.sending') : t('contact.form.submit')}
          </Button>
        </div>
      </Form>
    </PanelSection>
  )
}
