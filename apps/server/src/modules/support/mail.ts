import { SUPPORT_TYPES } from '@kaimono/contracts'
import { translate } from '../../platform/i18n/messages.ts'
import type { MailMessage } from '../../platform/mail/mailer.ts'
import { unsubscribeLine } from '../notifications/index.ts'
import type { supportTickets } from './schema.ts'

type TicketRow = typeof supportTickets.$inferSelect
type To = { to: string; publicUrl: string }

// The desk's mails. Staff read Vietnamese; a customer reads the ticket's language. Plain text
// only: a customer's words are never put into HTML.

const deskLink = (row: TicketRow, publicUrl: string) =>
  new URL(`/api/staff/supports/${row.id}`, publicUrl).href

export const ticketMail = {
  /** A new ticket (support form or contact form): everything staff need to answer it. */
  toStaff(row: TicketRow, { to, publicUrl, email }: To & { email: string }): MailMessage {
    const from = row.source === 'contact' ? 'Form liên hệ' : 'Yêu cầu hỗ trợ'
    return {
      to,
      lang: 'vi',
      tag: `support-${row.source}`,
      subject: `[${from} #${row.id}] ${row.title}`,
      text: [
        `${from} #${row.id} (${SUPPORT_TYPES[row.typeId as keyof typeof SUPPORT_TYPES] ?? row.typeId}, ${row.lang})`,
        `Tên: ${row.name}`,
        `Điện thoại: ${row.phone || '—'}`,
        `Email: ${email}`,
        '',
        row.description,
        '',
        `Trả lời qua API nhân viên: ${deskLink(row, publicUrl)}`,
      ].join('\n'),
    }
  },

  customerReplied(row: TicketRow, body: string, { to, publicUrl }: To): MailMessage {
    return {
      to,
      lang: 'vi',
      tag: 'support-customer-reply',
      subject: `[Yêu cầu hỗ trợ #${row.id}] Khách hàng trả lời: ${row.title}`,
      text: [`${row.name} viết:`, '', body, '', deskLink(row, publicUrl)].join('\n'),
    }
  },

  /** Staff's answer, in the ticket's language, with the way back to it. */
  staffReplied(
    row: TicketRow,
    body: string,
    { to, publicUrl, unsubscribe }: To & { unsubscribe?: { page: string; oneClick: string } },
  ): MailMessage {
    const lang = row.lang
    const link =
      row.source === 'support'
        ? translate(lang, 'support.mail.replyLink', {
            url: new URL(`/customer/support/${row.id}`, publicUrl).href,
          })
        : translate(lang, 'support.mail.replyByMail')
    return {
      to,
      lang,
      tag: 'support-reply',
      subject: translate(lang, 'support.mail.replySubject', { id: row.id, title: row.title }),
      text: [
        translate(lang, 'support.mail.replyIntro', { name: row.name }),
        '',
        body,
        '',
        link,
        ...(unsubscribe ? ['', '—', unsubscribeLine(lang, 'support', unsubscribe.page)] : []),
      ].join('\n'),
      ...(unsubscribe && { unsubscribe }),
    }
  },
}
