import {expect, test} from '@playwright/test';
import {buildMailto, DOCS_QUESTION_SUBJECT, feedbackBody, feedbackMailto, SUPPORT_SUBJECT, supportBody, supportMailto} from '../../src/utils/mailto';

/** Parses a mailto link the way a mail client does. */
function parse(link: string) {
  const url = new URL(link);
  expect(url.protocol).toBe('mailto:');
  return {
    to: decodeURIComponent(url.pathname),
    params: [...url.searchParams.keys()],
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

test.describe('buildMailto', () => {
  test('keeps the recipient, subject and body as given', () => {
    const mail = parse(buildMailto({to: 'support@chat.example.ru', subject: SUPPORT_SUBJECT, body: 'Строка 1\nСтрока 2'}));
    expect(mail.to).toBe('support@chat.example.ru');
    expect(mail.subject).toBe('Запрос в поддержку');
    expect(mail.body).toBe('Строка 1\r\nСтрока 2');
  });

  test('writes line breaks as %0D%0A', () => {
    const link = buildMailto({to: 'a@b.ru', subject: 's', body: 'a\nb\r\nc\rd'});
    expect(link).toContain('body=a%0D%0Ab%0D%0Ac%0D%0Ad');
    expect(link).not.toMatch(/[\r\n]/);
  });

  test('a hostile page URL cannot add headers or break the body', () => {
    const pageUrl = `https://docs.example.ru/docs/a?x=1&cc=evil@x.ru&bcc=spy@x.ru#"'<b>Привет</b>`;
    const link = supportMailto('support@chat.example.ru', pageUrl);
    const mail = parse(link);
    expect(mail.params).toEqual(['subject', 'body']);
    expect(mail.body).toBe(supportBody(pageUrl).replace(/\n/g, '\r\n'));
    expect(link).not.toContain('&cc=');
    expect(link).not.toContain('#');
    expect(link).not.toMatch(/["'<> ]/);
  });

  test('a hostile recipient or subject stays in its own field', () => {
    const mail = parse(buildMailto({to: 'a@b.ru?cc=x@y.ru', subject: 'Тема&bcc=z@y.ru', body: ''}));
    expect(mail.params).toEqual(['subject', 'body']);
    expect(mail.to).toBe('a@b.ru?cc=x@y.ru');
    expect(mail.subject).toBe('Тема&bcc=z@y.ru');
  });
});

test.describe('supportBody', () => {
  test('is Russian and holds the page URL and the placeholders', () => {
    const body = supportBody('https://docs.example.ru/docs/faq');
    expect(body).toContain('https://docs.example.ru/docs/faq');
    expect(body).toContain('[описание проблемы]');
    expect(body).toContain('[ваше имя]');
    expect(body).toMatch(/^Здравствуйте!/);
  });

  test('the two subjects are the spec\'s', () => {
    expect(SUPPORT_SUBJECT).toBe('Запрос в поддержку');
    expect(DOCS_QUESTION_SUBJECT).toBe('Вопрос по документации');
  });
});

test.describe('feedbackMailto', () => {
  test('carries the page, the rating, the comment and the e-mail of a feedback the widget could not send', () => {
    const mail = parse(
      feedbackMailto('support@chat.example.ru', 'https://docs.example.ru/docs/faq?x=1&cc=a@b.ru', {
        rating: 4,
        message: 'Не хватает примера & ссылки\nна Telegram',
        email: ' reader@example.ru ',
      }),
    );
    expect(mail.params).toEqual(['subject', 'body']);
    expect(mail.subject).toBe('Отзыв о документации');
    expect(mail.body).toBe(
      [
        'Здравствуйте!',
        '',
        'Форма отзыва на сайте документации не смогла отправить мой отзыв, отправляю его письмом.',
        '',
        'Страница: https://docs.example.ru/docs/faq?x=1&cc=a@b.ru',
        'Оценка: 4 из 5',
        'Комментарий:',
        'Не хватает примера & ссылки',
        'на Telegram',
        '',
        'E-mail для ответа: reader@example.ru',
      ].join('\r\n'),
    );
  });

  test('without a rating or a comment, leaves a place for the comment', () => {
    const body = feedbackBody('https://docs.example.ru/', {rating: -1, message: '  '});
    expect(body).not.toContain('Оценка');
    expect(body).not.toContain('E-mail');
    expect(body).toMatch(/Комментарий:\n\[ваш комментарий\]$/);
  });
});

test('a question the docs did not answer goes to support in the letter, with the page', () => {
  const mail = parse(supportMailto('support@chat.example.ru', 'https://docs.chat.example.ru/search?q=1', DOCS_QUESTION_SUBJECT, 'как подключить инстаграм & почту?'));
  expect(mail.subject).toBe('Вопрос по документации');
  expect(mail.params).toEqual(['subject', 'body']);
  expect(mail.body).toContain('на вопрос:\r\nкак подключить инстаграм & почту?\r\n');
  expect(mail.body).toContain('Страница документации: https://docs.chat.example.ru/search?q=1');
  expect(mail.body).not.toContain('[описание проблемы]');
});
