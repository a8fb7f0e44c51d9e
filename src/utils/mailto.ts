/**
 * Builds `mailto:` links for the support actions. Every field is percent-encoded as a whole, so a
 * page URL with `&`, `#`, `?`, quotes or Cyrillic cannot add `cc`/`bcc` headers or cut the body.
 * Line breaks become CRLF (`%0D%0A`), as RFC 6068 asks.
 */

export type MailtoFields = {
  to: string;
  subject: string;
  body: string;
};

/** `encodeURIComponent`, plus the sub-delimiters it leaves alone (RFC 3986): `! ' ( ) *`. */
function encode(value: string): string {
  return encodeURIComponent(value.replace(/\r\n|\r|\n/g, '\r\n')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function buildMailto({to, subject, body}: MailtoFields): string {
  // `@` stays readable in the address; everything else that could act as a delimiter is encoded.
  const address = encode(to).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(body)}`;
}

export const SUPPORT_SUBJECT = 'Запрос в поддержку';
export const DOCS_QUESTION_SUBJECT = 'Вопрос по документации';

/** The Russian letter a reader starts from: the page they were on and what to fill in. */
export function supportBody(pageUrl: string): string {
  return [
    'Здравствуйте!',
    '',
    'Опишите, пожалуйста, проблему или вопрос:',
    '[описание проблемы]',
    '',
    `Страница документации: ${pageUrl}`,
    '',
    'С уважением,',
    '[ваше имя]',
  ].join('\n');
}

export function supportMailto(to: string, pageUrl: string, subject = SUPPORT_SUBJECT): string {
  return buildMailto({to, subject, body: supportBody(pageUrl)});
}
