import { CONDITIONS, HARDOFF_RANKS } from '@kaimono/contracts'
import { sanitizeHtml } from '../../../platform/html/index.ts'
import type { Random } from './random.ts'
import { CONDITION_NOTES, FLEA_CLOSINGS, FLEA_STORIES } from './words.ts'

// An item's description, written as sellers of its market write theirs: a flea-market seller's
// few lines, a mall shop's table of facts, Amazon's bullet points, HardOff's rank and accessories.
// The HTML is sanitised like any market's description before it is stored.

export type DescriptionFacts = {
  style: 'flea' | 'auction' | 'mall' | 'amazon' | 'yodobashi' | 'hardoff' | 'nike' | 'tonoike'
  name: string
  brand: string
  model: string
  condition: string | null
  rank: string | null
  facts: readonly (readonly [string, string])[]
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const paragraph = (...lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`
const list = (rows: readonly (readonly [string, string])[]) =>
  `<ul>${rows.map(([key, value]) => `<li>${escapeHtml(key)}：${escapeHtml(value)}</li>`).join('')}</ul>`
const table = (rows: readonly (readonly [string, string])[]) =>
  `<table><tbody>${rows.map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</tbody></table>`

/** The lines of text a description is made of, and how they are laid out in HTML. */
function written(facts: DescriptionFacts, rng: Random): { lines: string[]; html: string } {
  const { style, name, brand, model, condition, rank } = facts
  const rows = [['ブランド', brand] as const, ...facts.facts]
  const conditionNote = CONDITION_NOTES[condition ?? ''] ?? ''
  switch (style) {
    case 'flea': {
      const story = rng.pick(FLEA_STORIES)
      const closing = rng.pick(FLEA_CLOSINGS)
      const head = ['ご覧いただきありがとうございます。', `${model}です。`, conditionNote]
      return {
        lines: [...head, ...rows.map(([k, v]) => `・${k}：${v}`), story, closing],
        html: paragraph(...head) + list(rows) + paragraph(story, closing),
      }
    }
    case 'auction': {
      const label = condition ? CONDITIONS[condition as keyof typeof CONDITIONS]?.ja : undefined
      const head = [
        'ご覧いただきありがとうございます。',
        `${model}の出品です。`,
        `状態：${label ?? '中古'}。${conditionNote}`,
      ]
      const terms = [
        'ノークレーム・ノーリターンでお願いいたします。',
        '落札後24時間以内にご連絡ください。',
      ]
      return { lines: [...head, ...terms], html: paragraph(...head) + paragraph(...terms) }
    }
    case 'hardoff': {
      const label = HARDOFF_RANKS[(rank ?? 'B') as keyof typeof HARDOFF_RANKS]?.ja ?? ''
      const accessories = rng.pick([
        '本体のみ',
        '元箱・取扱説明書',
        '元箱・電源ケーブル',
        'ソフトケース',
      ])
      const lines = [
        `【ランク】${label}`,
        `【付属品】${accessories}`,
        `【状態】${conditionNote}`,
        '※店頭でも販売しているため、売り切れの場合がございます。',
      ]
      return { lines, html: paragraph(...lines) }
    }
    case 'amazon': {
      const bullets = [
        `【${brand}】${model}`,
        ...facts.facts.map(([k, v]) => `【${k}】${v}`),
        '【安心の国内正規品】メーカー保証付き',
      ]
      return {
        lines: bullets,
        html: `<ul>${bullets.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      }
    }
    case 'nike': {
      const lead = `${model}。毎日の一歩に、快適さとスタイルを。`
      return {
        lines: [lead, ...rows.map(([k, v]) => `${k}：${v}`)],
        html: paragraph(lead) + list(rows),
      }
    }
    case 'tonoike': {
      const lines = [
        `${name}`,
        '保存方法：直射日光・高温多湿を避けて保存してください。',
        '原材料・アレルギー表示はパッケージをご確認ください。',
      ]
      return {
        lines: [...lines, ...rows.map(([k, v]) => `${k}：${v}`)],
        html: paragraph(...lines) + table(rows),
      }
    }
    case 'mall':
    case 'yodobashi': {
      const lead = `${model}。`
      const note = '※モニターの発色により、実際の商品と色味が異なる場合がございます。'
      return {
        lines: ['商品説明', lead, ...rows.map(([k, v]) => `${k}：${v}`), note],
        html: `<h4>商品説明</h4>${paragraph(lead)}${table(rows)}${paragraph(note)}`,
      }
    }
  }
}

/** The item's description as HTML (sanitised) and as text. */
export function describe(facts: DescriptionFacts, rng: Random): { html: string; text: string } {
  const { lines, html } = written(facts, rng)
  return { html: sanitizeHtml(html), text: lines.filter((line) => line !== '').join('\n') }
}
