import type { Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { TEAM } from './team.ts'

/** §2 About us: the team (name, position, avatar), the avatars their initials in a circle. */
export function TeamList({ lang }: { lang: Lang }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="about-team">
      <h2 id="about-team" className="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">
        {t('content.about.teamTitle')}
      </h2>
      <p className="mt-2 text-stone-600">{t('content.about.teamIntro')}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TEAM.map((member) => (
          <li
            key={member.initials}
            className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
          >
            <span
              aria-hidden="true"
              className={`grid size-14 shrink-0 place-items-center rounded-full text-lg font-semibold text-white ${member.colour}`}
            >
              {member.initials}
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-stone-900">{member.name[lang]}</h3>
              <p className="text-sm text-stone-600">{member.position[lang]}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
