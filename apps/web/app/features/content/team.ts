import type { Lang } from '@kaimono/contracts'

/** One of the people on the About us page (§2: a static list of name, position and avatar). */
export type TeamMember = {
  /** As the member writes it in each language: Japanese gives names in kana or kanji. */
  name: Record<Lang, string>
  position: Record<Lang, string>
  /** The avatar's letters (no picture of anyone is fetched) and its circle's colours. */
  initials: string
  colour: string
}

/**
 * The team, as the content seed has it (`apps/server/src/modules/content/demo/pages/team.json`):
 * a fixed list that only a release changes, so it travels with the page's code rather than
 * through the API. The circles' colours pass AA contrast with white letters.
 */
export const TEAM: readonly TeamMember[] = [
  {
    name: { vi: 'Nguyễn Thị Lan', ja: 'グエン・ティ・ラン', en: 'Nguyễn Thị Lan' },
    position: {
      vi: 'Nhà sáng lập kiêm Giám đốc điều hành',
      ja: '創業者・CEO',
      en: 'Founder and CEO',
    },
    initials: 'NL',
    colour: 'bg-brand-700',
  },
  {
    name: { vi: 'Takahashi Kenji', ja: '高橋 健二', en: 'Kenji Takahashi' },
    position: {
      vi: 'Quản lý vận hành kho Nhật Bản',
      ja: '日本倉庫 オペレーションマネージャー',
      en: 'Operations Manager, Japan Warehouse',
    },
    initials: 'TK',
    colour: 'bg-sky-800',
  },
  {
    name: { vi: 'Trần Minh Đức', ja: 'チャン・ミン・ドゥック', en: 'Trần Minh Đức' },
    position: {
      vi: 'Trưởng bộ phận Chăm sóc khách hàng',
      ja: 'カスタマーサービス リーダー',
      en: 'Customer Service Lead',
    },
    initials: 'TĐ',
    colour: 'bg-emerald-800',
  },
  {
    name: { vi: 'Sato Yui', ja: '佐藤 結衣', en: 'Yui Sato' },
    position: { vi: 'Chuyên viên mua hàng', ja: '購買スペシャリスト', en: 'Purchasing Specialist' },
    initials: 'SY',
    colour: 'bg-violet-800',
  },
  {
    name: { vi: 'Phạm Quốc Huy', ja: 'ファム・クオック・フイ', en: 'Phạm Quốc Huy' },
    position: { vi: 'Trưởng bộ phận Logistics', ja: '物流マネージャー', en: 'Logistics Manager' },
    initials: 'PH',
    colour: 'bg-amber-800',
  },
  {
    name: { vi: 'Lê Hoàng Anh', ja: 'レ・ホアン・アイン', en: 'Lê Hoàng Anh' },
    position: {
      vi: 'Trưởng nhóm Kỹ thuật',
      ja: 'エンジニアリング責任者',
      en: 'Head of Engineering',
    },
    initials: 'LA',
    colour: 'bg-stone-700',
  },
]
