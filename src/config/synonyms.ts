/**
 * Readers' words for search, kept with the glossary in CONTRIBUTING.md. Readers type «чат»,
 * «диалог», «бан», «пуш», «hotkeys» where the pages say «обращение», «блокировка»,
 * «push-уведомления», «горячие клавиши». The site's search (src/plugins/search/) reads this list
 * twice: when the site is built, a page about one of the words gets the others as keywords in the
 * search index; when a reader searches, each word also finds the others.
 *
 * One line a group of words and phrases, separated by commas; any form of a word will do («бан»
 * also finds «бана», «баном»).
 * - `a, b, c`: the words mean the same; each finds the others.
 * - `a, b → c, d`: readers say a or b for our c or d: a and b find c and d, not the reverse (a page
 *   about «Чат-центр» is not about «обращение» because readers call an обращение «чат»).
 */
export const SYNONYMS: string[] = [
  // Glossary and the Pulse terms (CONTRIBUTING.md, «Факты о продукте»).
  'чат, диалог, переписка, тикет, заявка, разговор, thread, chat → обращение',
  'коллега, агент, agent → оператор',
  'сотрудник, учётная запись, учётка, аккаунт, user → пользователь',
  'линия, группа, группа операторов → сегмент',
  'правило распределения → маршрут',
  'быстрый ответ, готовый ответ, заготовка, template → шаблон ответа, шаблон',
  'метка, ярлык, tag → тег',
  'тематика, topic → тема обращения',
  'карточка клиента → профиль клиента',
  'пауза, обед, отошёл, break → перерыв',
  'перевести, перекинуть, переназначить, переадресовать, передать, передача, transfer',
  'завершить, завершение, закрыть, закончить, close, resolve',
  'блокировка, заблокировать, бан, забанить, ban, block',
  'рабочее время, график работы, расписание, часы работы, work hours, schedule',
  'профиль, profile',
  'очередь, queue',
  'клиент, client, customer',
  'лицензия, license, места в лицензии',
  'отчёт, report',
  'выгрузить, выгрузка, экспорт, скачать, export, download',
  'эксель, excel, xlsx',
  'оценка, рейтинг, rating, csat',
  'уведомление, оповещение, notification',
  'пароль, password',
  'сбросить, reset',
  'восстановить, восстановление, recover',
  'вход, войти, авторизация, логин, login, sign in',
  'сессия, session',
  'выкинуло, выкидывает, выбросило, выбрасывает, вылетает, разлогинило, разлогинить → сессия, автовыход',
  'единый вход, single sign-on, sso, корпоративная учётная запись, corporate account',
  'виджет, widget, онлайн-чат, чат на сайте, окно чата',
  'установка, установить, install, поставить',
  'горячие клавиши, сочетания клавиш, hotkeys, shortcuts, keyboard shortcuts, keyboard, шорткаты',
  'push-уведомления, пуш, пуши, push, push notifications',
  'вебхук, webhook, webhooks, хук',
  'токен, token, access token',
  'api, апи, rest api',
  'sdk, сдк',
  'мобильное приложение, приложение, mobile app, android, ios',
  'подпись, signature, hmac',
  'лимит запросов, rate limit, 429, too many requests, запросов в минуту',
  'пагинация, pagination, постранично',
  'суфлёр, подсказки ответов, prompter',
  'саммари, саммаризатор, краткое содержание, резюме, summary',
  'ai-ассистент, ии, ai, нейросеть, gpt, chatgpt, искусственный интеллект',
  'jira, жира, джира',
  'iframe, айфрейм',
  'e-mail, email, почта, электронная почта, имейл, письмо',
  'telegram, телеграм, телеграмм',
  'whatsapp, ватсап, вотсап',
  'вконтакте, вк, vk',
  'viber, вайбер',
  'маскирование, скрыть номер, masking',
  'скрытая копия, bcc',
  'смартфон, с телефона, мобильная версия',
  'markdown, жирный, курсив, форматирование',
  'версия, выпуск, релиз, release, release notes, changelog',
  'фото, фотография, аватар, аватарка, photo, avatar',
  'закрепить, закрепление, pin, pinned',
  'дашборд, dashboard',
  'срок хранения, хранение, retention, data retention',
  'праздничные дни, праздники, holidays',
  'настройки, settings, конфигурация, config',
  // Everyday verbs of the interface.
  'поменять, сменить, смена, изменить, изменение, change, edit',
  'добавить, добавление, создать, создание, завести, add, create',
  'удалить, удаление, delete, remove',
  'найти, поиск, искать, search, find',
  'ждать, ждут, ожидание, ожидают, waiting',
  'молчит, не отвечает, неактивность, бездействие, inactivity',
  'автоответ, автоответчик, auto reply → автосообщения',
  'хронология, история обращения, что происходило → журнал событий',
  'аудит, журнал действий, кто что делал, audit → действия пользователей',
  // Integrators' English.
  'сообщение, message, messages',
  'отправить, отправка, send',
  'ответить, reply',
  'кнопка, button, quick reply',
  'получить, get, fetch',
  'список, list',
  'обновить, обновлять, update, refresh',
  'ошибка, error',
  'статус, status',
  'интервал, interval',
  'другой, another',
  'проверка, проверить, verify, verification',
  'флаг, флажок, flag',
  'канал, channel',
  'сегмент, segment',
  'service worker, сервис-воркер',
  'идемпотентность, идемпотентный, idempotency, idempotency key, idempotency-key, повторный запрос, дубль запроса',
];

/**
 * Words that show the reader asks about a section. Search puts the pages of these sections after
 * the guides unless the query has one of their words: a reader who types «оператор» wants the
 * operator's guide, an integrator says «API» or «метод».
 */
export const SECTION_WORDS: {api: string[]; blog: string[]} = {
  api: ['api', 'апи', 'rest', 'метод', 'эндпоинт', 'endpoint', 'json', 'http', 'запрос к api', 'вебхук', 'токен', 'sdk', 'интеграция',
    'бот', 'разработчик', 'код', 'параметр', 'поле', 'ответ api', 'ошибка api', 'curl', 'idempotency', 'идемпотентность', 'пагинация', 'лимит запросов'],
  blog: ['версия', 'выпуск', 'релиз', 'release', 'changelog'],
};
