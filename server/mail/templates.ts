import { and, eq } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../common/constants';
import type { Db } from '../db/client';
import { mailTemplates } from '../db/schema';
import { EN_MAIL_COPY } from './copy/en';
import { ID_MAIL_COPY } from './copy/id';
import type { MailCopy, MailCopyCatalogue, MailTemplateKey } from './copy/mail-copy';
import { MS_MAIL_COPY } from './copy/ms';

/** A template as stored in mail_templates: subject and bodies with {{placeholders}}. */
export interface MailTemplate {
  subject: string;
  bodyText: string;
  bodyHtml: string;
}

/** A message ready to send. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The values of a template's {{placeholders}}. */
export type MailValues = Record<string, string>;

const COPY: Record<Language, MailCopyCatalogue> = { en: EN_MAIL_COPY, id: ID_MAIL_COPY, ms: MS_MAIL_COPY };

const LINK_PARAGRAPH = '{{link}}';

/** The default template of `key` in `language` (English when the language is unknown). */
export function defaultTemplate(key: MailTemplateKey, language: string): MailTemplate {
  const copy = COPY[templateLanguage(language)][key];
  return { subject: copy.subject, bodyText: textBody(copy), bodyHtml: htmlBody(copy) };
}

/** The language a template is chosen in: the recipient's when we write in it, else English. */
export function templateLanguage(language: string): Language {
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

/** The template staff saved for (key, language), or the default in code. */
export async function loadTemplate(db: Db, key: MailTemplateKey, language: Language): Promise<MailTemplate> {
  const [stored] = await db
    .select({
      subject: mailTemplates.subject,
      bodyText: mailTemplates.bodyText,
      bodyHtml: mailTemplates.bodyHtml,
    })
    .from(mailTemplates)
    .where(and(eq(mailTemplates.key, key), eq(mailTemplates.language, language)));
  return stored ?? defaultTemplate(key, language);
}

/** Fill a template: values go into the HTML escaped, into the subject on one line. */
export function renderTemplate(template: MailTemplate, values: MailValues): RenderedMail {
  return {
    subject: fill(template.subject, values, (value) => value.replace(/[\r\n]+/g, ' ')),
    text: fill(template.bodyText, values, (value) => value),
    html: fill(template.bodyHtml, values, escapeHtml),
  };
}

/** Escape text for HTML content and attribute values. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// An unknown placeholder stays as written, so a typo in an edited template shows instead of vanishing.
function fill(template: string, values: MailValues, encode: (value: string) => string): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? encode(values[name]!) : placeholder,
  );
}

function textBody(copy: MailCopy): string {
  return `${copy.paragraphs.join('\n\n')}\n\n— {{brandName}}\n`;
}

function htmlBody(copy: MailCopy): string {
  const paragraphs = copy.paragraphs.map((paragraph) =>
    paragraph === LINK_PARAGRAPH
      ? '<p><a href="{{link}}" style="color:#0f766e;font-weight:600;word-break:break-all">{{link}}</a></p>'
      : `<p>${escapeHtml(paragraph)}</p>`,
  );
  return [
    '<!doctype html>',
    '<html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    '<div style="max-width:560px;margin:0 auto">',
    ...paragraphs,
    '<p style="color:#475569">— {{brandName}}</p>',
    '</div></body></html>',
  ].join('\n');
}
