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

/**
 * The Russian letter a reader starts from: the page they were on and what to fill in, or the
 * question they asked (when the docs had no answer to it).
 */
export function supportBody(pageUrl: string, question?: string): string {
  return [
    'Здравствуйте!',
    '',
    ...(question ? ['Я не нашёл ответа в документации на вопрос:', question] : ['Опишите, пожалуйста, проблему или вопрос:', '[описание проблемы]']),
    '',
    `Страница документации: ${pageUrl}`,
    '',
    'С уважением,',
    '[ваше имя]',
  ].join('\n');
}

export function supportMailto(to: string, pageUrl: string, subject = SUPPORT_SUBJECT, question?: string): string {
  return buildMailto({to, subject, body: supportBody(pageUrl, question)});
}

/** The subject of a feedback the widget could not send, sent by mail instead. */
export const FEEDBACK_SUBJECT = 'Отзыв о документации';

/** What the reader wrote in the feedback form: a rating of 1 to 5 (or none), a comment, their e-mail. */
export type WrittenFeedback = {rating?: number; message: string; email?: string};

/** The letter that carries a feedback the widget could not send: the page, the rating and the comment. */
export function feedbackBody(pageUrl: string, {rating, message, email}: WrittenFeedback): string {
  return [
    'Здравствуйте!',
    '',
    'Форма отзыва на сайте документации не смогла отправить мой отзыв, отправляю его письмом.',
    '',
    `Страница: ${pageUrl}`,
    ...(rating && rating > 0 ? [`Оценка: ${rating} из 5`] : []),
    'Комментарий:',
    message.trim() || '[ваш комментарий]',
    ...(email?.trim() ? ['', `E-mail для ответа: ${email.trim()}`] : []),
  ].join('\n');
}

export function feedbackMailto(to: string, pageUrl: string, feedback: WrittenFeedback): string {
  return buildMailto({to, subject: FEEDBACK_SUBJECT, body: feedbackBody(pageUrl, feedback)});
}
