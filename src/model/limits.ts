/**
 * The product's limits and defaults, each a number with its unit: `:fact[message.maxLength]` prints
 * «4096 символов» on a page (src/plugins/model/remarkModel.ts), and tests/unit/model.spec.ts fails
 * when a page or an OpenAPI spec states the fact with another number.
 *
 * `near` are the words (beginnings of words, lower case) that mark a sentence as stating the fact: a
 * number with the fact's unit right after one of them («по умолчанию FRT … до 1 минуты») must be the
 * value of some fact of that unit whose words the sentence has. `spec` points at the constraints of
 * static/openapi/ that must equal it: for the API the spec is the truth, and this file follows it.
 */
import type {Unit} from './units';

type SpecConstraint = {
  file: 'external-api' | 'bot-api';
  /** A JSON pointer into the spec, ending at the constraint: …/text/maxLength. */
  pointer: string;
};

export type Fact = {
  value: number;
  unit: Unit;
  /** What the number is, in a few words: for the reader of this file and the check's messages. */
  what: string;
  /** A word, or words that must all stand in the sentence. */
  near: readonly (string | readonly string[])[];
  spec?: readonly SpecConstraint[];
};

const ext = (pointer: string): SpecConstraint => ({file: 'external-api', pointer});
const bot = (pointer: string): SpecConstraint => ({file: 'bot-api', pointer});

export const FACTS = {
  // Messages and files
  'message.maxLength': {
    value: 4096,
    unit: 'char',
    what: 'длина сообщения',
    near: ['сообщени', 'приветстви'],
    spec: [
      ext('/components/schemas/SendMessageRequest/allOf/0/properties/text/maxLength'),
      ext('/components/schemas/EditMessageRequest/properties/text/maxLength'),
      ext('/components/schemas/InboundMessageRequest/allOf/0/properties/text/maxLength'),
      bot('/components/schemas/AnswerRequest/allOf/0/properties/text/maxLength'),
      bot('/components/schemas/GreetingRequest/properties/text/maxLength'),
      bot('/components/schemas/ThreadCreate/properties/text/maxLength'),
    ],
  },
  'attachment.maxSize': {value: 20, unit: 'MB', what: 'размер одного вложения', near: ['вложени', 'файл']},
  'attachment.nameLength': {
    value: 255,
    unit: 'char',
    what: 'длина имени файла вложения',
    near: ['имя файла'],
    spec: [ext('/components/schemas/AttachmentUpload/properties/name/maxLength'), bot('/components/schemas/AttachmentUpload/properties/name/maxLength')],
  },
  'attachment.maxFiles': {
    value: 10,
    unit: 'file',
    what: 'файлов в одном сообщении',
    near: ['сообщени', 'вложени'],
    spec: [
      ext('/components/schemas/SendMessageRequest/allOf/0/properties/attachments/maxItems'),
      ext('/components/schemas/InboundMessageRequest/allOf/0/properties/attachments/maxItems'),
      bot('/components/schemas/AnswerRequest/allOf/0/properties/attachments/maxItems'),
    ],
  },
  'edit.window': {value: 15, unit: 'minute', what: 'окно редактирования отправленного сообщения', near: ['редактир', 'правк', 'исправ']},
  'pinned.max': {value: 3, unit: 'message', what: 'закреплённых сообщений в одном обращении', near: ['закреп']},
  'clientSearch.minQuery': {value: 3, unit: 'char', what: 'длина запроса в поиске клиентов', near: ['поиск', 'запрос']},
  'clientSearch.maxResults': {value: 50, unit: 'result', what: 'результатов поиска клиентов', near: ['поиск']},
  'deleteMessage.reason': {
    value: 500,
    unit: 'char',
    what: 'длина причины удаления сообщения в API',
    near: ['причин'],
    spec: [
      ext('/paths/~1threads~1{threadId}~1messages~1{messageId}/delete/parameters/2/schema/maxLength'),
      ext('/components/schemas/UnassignRequest/properties/reason/maxLength'),
      ext('/components/schemas/BlockClientRequest/properties/reason/maxLength'),
    ],
  },
  'transfer.comment': {
    value: 1000,
    unit: 'char',
    what: 'длина комментария к передаче и к завершению ботом',
    near: ['комментари'],
    spec: [ext('/components/schemas/TransferComment/maxLength'), bot('/components/schemas/CloseThreadRequest/properties/comment/maxLength')],
  },
  'client.nameLength': {
    value: 200,
    unit: 'char',
    what: 'длина имени клиента',
    near: ['имя клиента', 'имени клиента'],
    spec: [ext('/components/schemas/ClientCreate/properties/name/maxLength'), bot('/components/schemas/ClientCreate/properties/name/maxLength')],
  },
  'thread.maxTags': {
    value: 20,
    unit: 'count',
    what: 'тегов у обращения в одном запросе',
    near: ['тег'],
    spec: [ext('/components/schemas/ThreadSettingsUpdate/properties/tags/maxItems'), bot('/components/schemas/CloseThreadRequest/properties/tags/maxItems')],
  },

  'push.textLength': {value: 100, unit: 'char', what: 'текст push-уведомления о новом сообщении', near: ['уведомлени']},
  'command.nameLength': {value: 32, unit: 'char', what: 'длина имени команды', near: ['команд']},
  'command.descriptionLength': {
    value: 200,
    unit: 'char',
    what: 'длина подсказки команды',
    near: ['подсказк', 'описани'],
    spec: [ext('/components/schemas/CommandCreate/allOf/0/properties/description/maxLength')],
  },
  'inactivityReason.nameLength': {
    value: 50,
    unit: 'char',
    what: 'длина названия причины неактивности',
    near: ['причин'],
    spec: [ext('/components/schemas/InactivityReasonCreate/properties/name/maxLength')],
  },

  // Threads and timeouts
  'threadLimit.default': {value: 5, unit: 'thread', what: 'лимит одновременных обращений по умолчанию', near: ['лимит']},
  'threadLimit.min': {
    value: 1,
    unit: 'thread',
    what: 'наименьший лимит одновременных обращений',
    near: ['лимит'],
    spec: [ext('/components/schemas/Agent/properties/maxThreads/minimum'), ext('/components/schemas/SegmentDistribution/properties/defaultMaxThreads/minimum')],
  },
  'threadLimit.max': {
    value: 20,
    unit: 'thread',
    what: 'наибольший лимит одновременных обращений',
    near: ['лимит'],
    spec: [ext('/components/schemas/Agent/properties/maxThreads/maximum'), ext('/components/schemas/SegmentDistribution/properties/defaultMaxThreads/maximum')],
  },
  'timeout.clientInactivity': {value: 30, unit: 'minute', what: 'таймаут неактивности клиента, затем «Решено»', near: ['неактивност', 'молч', 'не отвеча']},
  'resolved.autoClose': {value: 24, unit: 'hour', what: 'автозакрытие решённого обращения', near: ['автозакрыт', 'закрыва', 'закрыт']},
  'resolved.reopenWindow': {value: 24, unit: 'hour', what: 'клиент может возобновить решённое обращение', near: ['возобнов']},
  'outgoing.replyWindow': {value: 24, unit: 'hour', what: 'ответ на исходящее сообщение возобновляет обращение', near: ['исходящ']},
  'autoMessages.waitingDelay': {value: 3, unit: 'minute', what: 'автосообщение «Ожидание оператора» по умолчанию через', near: ['ожидани', 'ждёт']},
  'autoMessages.waitingDelayMin': {value: 1, unit: 'minute', what: 'наименьшее «Отправить через, мин» «Ожидания оператора»', near: ['ожидани', 'ждёт']},
  'autoMessages.waitingDelayMax': {value: 60, unit: 'minute', what: 'наибольшее «Отправить через, мин» «Ожидания оператора»', near: ['ожидани', 'ждёт']},
  'inactivityReason.maxDuration': {
    value: 480,
    unit: 'minute',
    what: 'наибольшая «Макс. длительность» причины неактивности',
    near: ['длительност'],
    spec: [ext('/components/schemas/InactivityReasonCreate/properties/maxDurationMinutes/maximum')],
  },
  'personalManager.maxWait': {
    value: 3600,
    unit: 'second',
    what: 'наибольшее «Ожидание персонального менеджера»',
    near: ['персональн'],
    spec: [ext('/components/schemas/SegmentDistributionUpdate/properties/personalManagerWaitSeconds/maximum')],
  },

  // Sessions, passwords, storage
  'session.lifetime': {value: 12, unit: 'hour', what: 'время жизни сессии пользователя', near: ['сесси']},
  'session.idleLogout': {value: 30, unit: 'minute', what: 'автовыход после бездействия', near: ['автовыход', 'бездейств']},
  'session.warnBefore': {value: 2, unit: 'minute', what: 'окно перед автовыходом', near: ['автовыход']},
  'password.minLength': {value: 10, unit: 'char', what: 'длина пароля по умолчанию', near: ['парол']},
  'password.expiry': {value: 90, unit: 'day', what: 'смена пароля по умолчанию', near: ['парол']},
  'password.attempts': {value: 5, unit: 'attempt', what: 'попыток входа до блокировки по умолчанию', near: ['попыт', 'блокировк']},
  'password.lockout': {value: 15, unit: 'minute', what: 'блокировка входа после неудачных попыток', near: ['блокировк']},
  'password.lockoutMax': {value: 1440, unit: 'minute', what: 'наибольшая «Блокировка входа»', near: ['блокировк']},
  'retention.default': {value: 3, unit: 'year', what: 'хранение переписки и вложений', near: ['хран']},
  'retention.min': {value: 6, unit: 'month', what: 'наименьший срок хранения переписки', near: ['хран']},
  'retention.max': {value: 5, unit: 'year', what: 'наибольший срок хранения переписки', near: ['хран']},
  'actionsLog.retention': {value: 1, unit: 'year', what: 'хранение журнала действий пользователей', near: ['хран', 'журнал действий']},
  'backups.retention': {value: 30, unit: 'day', what: 'хранение резервных копий', near: ['резервн']},
  'invite.validity': {value: 72, unit: 'hour', what: 'срок приглашения нового пользователя', near: ['приглашени']},

  // Prompter, metrics, reports, licence, widget
  'prompter.hintsDefault': {value: 3, unit: 'hint', what: '«Количество подсказок» Суфлёра по умолчанию', near: ['суфлёр', 'подсказ']},
  'prompter.hintsMax': {value: 5, unit: 'hint', what: 'наибольшее «Количество подсказок» Суфлёра', near: ['суфлёр', 'подсказ']},
  'metrics.frtNorm': {value: 1, unit: 'minute', what: 'FRT: «Норма до» по умолчанию', near: [['frt', 'порог'], ['frt', 'умолчани'], ['frt', 'норм']]},
  'metrics.frtAttention': {value: 3, unit: 'minute', what: 'FRT: «Внимание до» по умолчанию', near: [['frt', 'порог'], ['frt', 'умолчани'], ['frt', 'норм']]},
  'metrics.artNorm': {value: 2, unit: 'minute', what: 'ART: «Норма до» по умолчанию', near: [['art', 'порог'], ['art', 'умолчани'], ['art', 'норм']]},
  'metrics.artAttention': {value: 5, unit: 'minute', what: 'ART: «Внимание до» по умолчанию', near: [['art', 'порог'], ['art', 'умолчани'], ['art', 'норм']]},
  'metrics.ahtNorm': {value: 15, unit: 'minute', what: 'AHT: «Норма до» по умолчанию', near: [['aht', 'порог'], ['aht', 'умолчани'], ['aht', 'норм']]},
  'metrics.ahtAttention': {value: 30, unit: 'minute', what: 'AHT: «Внимание до» по умолчанию', near: [['aht', 'порог'], ['aht', 'умолчани'], ['aht', 'норм']]},
  'report.maxPeriod': {value: 92, unit: 'day', what: 'наибольший период отчёта', near: ['отчёт']},
  'report.previewRows': {value: 500, unit: 'row', what: 'строк в предпросмотре отчёта', near: ['предпросмотр', 'отчёт']},
  'report.xlsxRows': {value: 100000, unit: 'row', what: 'строк в выгрузке XLSX', near: ['xlsx', 'выгруз']},
  'report.textPreview': {value: 200, unit: 'char', what: 'начало сообщения в отчёте «Исходящие сообщения»', near: ['первые']},
  'report.pinnedTextPreview': {value: 300, unit: 'char', what: 'текст сообщения в отчёте «Закреплённые сообщения»', near: ['первые']},
  'report.refresh': {value: 15, unit: 'minute', what: 'данные отчётов обновляются раз в', near: ['отчёт']},
  'license.warnShare': {value: 90, unit: 'percent', what: 'предупреждение о занятости мест в лицензии', near: ['лиценз']},
  'license.warnDays': {value: 30, unit: 'day', what: 'предупреждение до окончания лицензии', near: ['лиценз']},
  'widgetTransfer.graceDefault': {value: 7, unit: 'day', what: 'переходный период переноса виджета по умолчанию', near: ['переходн']},
  'widgetTransfer.graceMax': {value: 30, unit: 'day', what: 'наибольший переходный период переноса виджета', near: ['переходн']},

  // The external API
  // The two APIs' limits differ: a sentence names whose limit it is (a client of the external API, a bot).
  'api.rateLimit': {value: 600, unit: 'request', what: 'запросов в минуту на клиента внешнего API', near: [['клиент', 'в минуту']]},
  'api.tokenLifetime': {value: 1, unit: 'hour', what: 'срок жизни токена внешнего API', near: ['токен']},
  'api.tokenLifetimeSeconds': {value: 3600, unit: 'second', what: 'срок жизни токена внешнего API в секундах', near: ['токен']},
  'api.idempotencyWindow': {value: 24, unit: 'hour', what: 'повтор с тем же Idempotency-Key возвращает первый ответ', near: ['idempotency', 'ключ']},
  'api.idempotencyKeyLength': {
    value: 64,
    unit: 'char',
    what: 'длина Idempotency-Key',
    near: ['idempotency', 'заголов', 'ключ'],
    spec: [ext('/components/parameters/IdempotencyKey/schema/maxLength'), bot('/components/parameters/IdempotencyKey/schema/maxLength')],
  },
  'api.pageMax': {
    value: 100,
    unit: 'count',
    what: 'наибольший `limit` страницы списка',
    near: ['limit'],
    spec: [ext('/components/parameters/Limit/schema/maximum'), bot('/components/parameters/Limit/schema/maximum')],
  },
  'api.pageDefault': {
    value: 20,
    unit: 'count',
    what: '`limit` страницы списка по умолчанию',
    near: ['limit'],
    spec: [ext('/components/parameters/Limit/schema/default'), bot('/components/parameters/Limit/schema/default')],
  },

  // The bot API and its webhooks
  'bot.rateLimit': {value: 1200, unit: 'request', what: 'запросов в минуту на бота (на его токен) в API для ботов', near: [['бот', 'в минуту']]},
  'webhook.timeout': {value: 5, unit: 'second', what: 'бот отвечает на вебхук кодом 2xx за', near: ['вебхук', '2xx']},
  'webhook.retries': {value: 5, unit: 'time', what: 'повторов доставки вебхука', near: ['повтор']},
  // The retries of a delivery: after 10 s, 30 s, 2 min, 10 min and 30 min.
  'webhook.retry1': {value: 10, unit: 'second', what: 'первый повтор доставки вебхука через', near: ['повтор']},
  'webhook.retry2': {value: 30, unit: 'second', what: 'второй повтор доставки вебхука через', near: ['повтор']},
  'webhook.retry3': {value: 2, unit: 'minute', what: 'третий повтор доставки вебхука через', near: ['повтор']},
  'webhook.retry4': {value: 10, unit: 'minute', what: 'четвёртый повтор доставки вебхука через', near: ['повтор']},
  'webhook.retry5': {value: 30, unit: 'minute', what: 'пятый повтор доставки вебхука через', near: ['повтор']},
  'webhook.tolerance': {value: 300, unit: 'second', what: 'допуск времени подписи вебхука', near: ['подпис', 'расход', 'допуск']},
  'webhook.secretOverlap': {value: 24, unit: 'hour', what: 'две подписи после «Перевыпустить секрет»', near: ['секрет']},
  'infopass.titleLength': {value: 100, unit: 'char', what: 'заголовок инфопасса', near: ['инфопасс', 'заголов'], spec: [bot('/components/schemas/Infopass/properties/title/maxLength')]},
  'infopass.textLength': {value: 1000, unit: 'char', what: 'текст инфопасса', near: ['инфопасс'], spec: [bot('/components/schemas/Infopass/properties/text/maxLength')]},
  'infopass.links': {value: 3, unit: 'button', what: 'кнопок-ссылок инфопасса', near: ['инфопасс', 'ссылк'], spec: [bot('/components/schemas/Infopass/properties/links/maxItems')]},
  'infopass.linkText': {
    value: 64,
    unit: 'char',
    what: 'подпись кнопки-ссылки инфопасса',
    near: ['инфопасс', 'подпис', 'кнопк'],
    spec: [bot('/components/schemas/Infopass/properties/links/items/properties/text/maxLength')],
  },
  'buttons.max': {
    value: 10,
    unit: 'button',
    what: 'кнопок быстрого ответа в одном сообщении бота',
    near: ['кнопк'],
    spec: [
      bot('/components/schemas/AnswerRequest/allOf/0/properties/buttons/maxItems'),
      bot('/components/schemas/GreetingRequest/properties/buttons/maxItems'),
      bot('/components/schemas/ThreadCreate/properties/buttons/maxItems'),
    ],
  },
  'buttons.textLength': {value: 64, unit: 'char', what: 'подпись кнопки быстрого ответа', near: ['кнопк'], spec: [bot('/components/schemas/QuickReplyButton/properties/text/maxLength')]},
  'botHints.max': {value: 5, unit: 'hint', what: 'подсказок бота оператору за один запрос', near: ['подсказ'], spec: [bot('/components/schemas/HintsRequest/properties/hints/maxItems')]},
} as const satisfies Record<string, Fact>;

export type FactId = keyof typeof FACTS;
