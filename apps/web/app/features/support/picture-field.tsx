import { ATTACHMENT_TYPES } from '@kaimono/contracts'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { type PictureProblem, pictureProblem } from './support-rules.ts'

/** The chosen picture's address for its preview, released when the picture changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [file])
  return url
}

type PictureFieldProps = {
  picture: File | null
  onChange: (picture: File | null) => void
  disabled?: boolean
  className?: string
}

/**
 * §2 optional image with preview and remove. The input has no name: the picture never goes
 * with the page's form (1 MB at most) but from the browser to the API. Without JavaScript it
 * stays disabled and says why; the text of the form is sent all the same.
 */
export function PictureField({ picture, onChange, disabled, className = '' }: PictureFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [hydrated, setHydrated] = useState(false)
  const [problem, setProblem] = useState<PictureProblem | null>(null)
  const preview = usePreview(picture)
  useEffect(() => setHydrated(true), [])
  // The form was sent and emptied: the input forgets its file too.
  useEffect(() => {
    if (!picture && input.current) input.current.value = ''
  }, [picture])

  const describedBy = [`${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('support.picture.label')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ATTACHMENT_TYPES.join(',')}
        disabled={!hydrated || disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null
          const found = file ? pictureProblem(file) : null
          setProblem(found)
          if (found) event.currentTarget.value = ''
          onChange(found ? null : file)
        }}
        className="mt-1 block w-full text-sm text-stone-700 file:mr-3 file:cursor-pointer file:rounded-full file:border file:border-stone-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-stone-800 hover:file:bg-stone-50 disabled:text-stone-500 disabled:file:cursor-not-allowed disabled:file:text-stone-500"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {t('support.picture.hint')}
      </p>
      <noscript>
        <p className="mt-1 text-xs text-amber-900">{t('support.picture.needsScript')}</p>
      </noscript>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {t(`support.picture.${problem}`)}
        </p>
      ) : null}
      {picture && preview ? (
        <div className="mt-3 flex items-center gap-3">
          <img
            src={preview}
            alt={t('support.picture.preview')}
            className="size-24 shrink-0 rounded-lg bg-stone-100 object-cover ring-1 ring-stone-200"
          />
          <div className="min-w-0 space-y-2">
            <p className="text-sm break-all text-stone-700">{picture.name}</p>
            <Button
              type="button"
              variant="secondary"
              className="px-4 py-1.5"
              disabled={disabled}
              onClick={() => {
                onChange(null)
                input.current?.focus()
              }}
            >
              {t('support.picture.remove')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
