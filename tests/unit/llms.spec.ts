import {expect, test} from '@playwright/test';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {absoluteUrl, apiMethods, parseSource, renderMarkdown, type RenderOptions} from '../../src/plugins/llms/markdown';
import {audienceOf, buildLlmsFull, buildLlmsTxt, markdownPath, type LlmsDoc} from '../../src/plugins/llms/llmsTxt';

const options: RenderOptions = {
  title: 'Операторы',
  sourcePath: '/site/docs/api/external-api/agents.mdx',
  siteUrl: 'https://docs.example.ru',
  permalink: '/docs/api/external-api/agents',
  permalinkOf: (file) => (file === '/site/docs/api/external-api/queue.mdx' ? '/docs/api/external-api/queue' : undefined),
  assetUrlOf: (file) => `/assets/md${file.slice('/site'.length)}`,
};

const render = (source: string, overrides: Partial<RenderOptions> = {}) => renderMarkdown(source, {...options, ...overrides});

test.describe('renderMarkdown', () => {
  test('drops the front matter and starts with the title as the only h1', () => {
    const md = render('---\ntitle: Операторы\ndescription: Кратко\n---\n\n# Операторы\n\nТекст.\n');
    expect(md).toBe('# Операторы\n\nТекст.\n');
  });

  test('removes imports and exports, keeps the text of other components', () => {
    const md = render(
      "import Tabs from '@theme/Tabs';\nexport const x = 1;\n\n{/* комментарий */}\n\n<Note>\n\nВнутри **компонента**.\n\n</Note>\n",
    );
    expect(md).toBe('# Операторы\n\nВнутри **компонента**.\n');
  });

  test('puts imported .mdx partials in place, with their links resolved from their own file', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'llms-'));
    mkdirSync(path.join(site, 'docs/api/_partials'), {recursive: true});
    writeFileSync(path.join(site, 'docs/api/_partials/_errors.mdx'), "import Nested from './_nested.mdx';\n\nОбщие ошибки — в [каталоге](../index.mdx#коды).\n\n<Nested />\n");
    writeFileSync(path.join(site, 'docs/api/_partials/_nested.mdx'), '| HTTP | `code` |\n|---|---|\n| 429 | `RATE_LIMITED` |\n');
    const md = render(
      "import Errors from '@site/docs/api/_partials/_errors.mdx';\n\n### Ошибки\n\n<Errors />\n\nПосле.\n",
      {
        siteDir: site,
        sourcePath: path.join(site, 'docs/api/external-api/agents.mdx'),
        permalinkOf: (file) => (file === path.join(site, 'docs/api/index.mdx') ? '/docs/api' : undefined),
      },
    );
    expect(md).toBe(
      '# Операторы\n\n### Ошибки\n\nОбщие ошибки\u00a0— в\u00a0[каталоге](https://docs.example.ru/docs/api#коды).\n\n| HTTP | `code` |\n| - | - |\n| 429 | `RATE_LIMITED` |\n\nПосле.\n',
    );
  });

  test('turns code-only tabs into labelled code blocks and other tabs into ### sections', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs groupId="lang">',
      '<TabItem value="curl" label="curl">',
      '',
      '```bash',
      'curl https://chat.example.ru',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="ui" label="В интерфейсе">',
      '',
      'Откройте **Настройки**.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    const md = render(source);
    expect(md).toBe('# Операторы\n\n**curl**\n\n```bash\ncurl https://chat.example.ru\n```\n\n### В интерфейсе\n\nОткройте **Настройки**.\n');
    expect(md).not.toContain('<Tab');
  });

  test('turns admonitions into blockquotes with a bold label or the given title', () => {
    expect(render(':::tip\n\nСовет дня.\n\n:::\n')).toBe('# Операторы\n\n> **Подсказка**\n>\n> Совет\u00a0дня.\n');
    expect(render(':::info[Версия 6.20]\n\nНовое.\n\n:::\n')).toBe('# Операторы\n\n> **Версия 6.20**\n>\n> Новое.\n');
  });

  test('puts the API reference\'s tables in place of their directives, as the page shows them', () => {
    const site = path.join(__dirname, '..', '..');
    const md = render('### Ошибки\n\n::api-errors{operation=listMessages}\n', {
      siteDir: site,
      sourcePath: path.join(site, 'docs/api/external-api/messages.mdx'),
    });
    expect(md).toContain('| HTTP | `code` | Когда возникает |\n| - | - | - |\n| 400 | `VALIDATION_ERROR` |');
    // Typeset like the prose: a no-break space after «с».
    expect(md).toContain('| 404 | `NOT_FOUND` | Обращения с\u00a0таким `threadId` нет. |');
    expect(md).not.toContain('::api-errors');
  });

  test('keeps text that only looks like a directive', () => {
    expect(render('Область agents:read нужна.\n')).toBe('# Операторы\n\nОбласть agents:read нужна.\n');
  });

  test('parses .md as CommonMark, where braces and tags are text', () => {
    const md = render('Объект {id} и <br> перенос.\n', {sourcePath: '/site/docs/faq.md'});
    expect(md).toContain('Объект {id}');
  });

  test('makes links and images absolute', () => {
    const md = render(
      [
        '[Очередь](./queue.mdx#limits), [FAQ](/docs/faq), [якорь](#errors), [спека](pathname:///openapi/bot-api.yaml), [внешняя](https://example.com/x).',
        '',
        '![Схема](./img/scheme.svg) ![Лого](/img/logo.svg)',
        '',
      ].join('\n'),
    );
    expect(md).toContain('[Очередь](https://docs.example.ru/docs/api/external-api/queue#limits)');
    expect(md).toContain('[FAQ](https://docs.example.ru/docs/faq)');
    expect(md).toContain('[якорь](https://docs.example.ru/docs/api/external-api/agents#errors)');
    expect(md).toContain('[спека](https://docs.example.ru/openapi/bot-api.yaml)');
    expect(md).toContain('[внешняя](https://example.com/x)');
    expect(md).toContain('![Схема](https://docs.example.ru/assets/md/docs/api/external-api/img/scheme.svg)');
    expect(md).toContain('![Лого](https://docs.example.ru/img/logo.svg)');
  });
});

test.describe('absoluteUrl', () => {
  test('resolves a relative route against the page', () => {
    expect(absoluteUrl('../agents/list', 'link', options)).toBe('https://docs.example.ru/docs/api/agents/list');
  });

  test('keeps mailto and protocol-relative URLs', () => {
    expect(absoluteUrl('mailto:a@b.ru', 'link', options)).toBe('mailto:a@b.ru');
    expect(absoluteUrl('//cdn.example.com/a.png', 'image', options)).toBe('//cdn.example.com/a.png');
  });
});

test.describe('apiMethods', () => {
  test('lists each METHOD /path code span once, with its heading', () => {
    const tree = parseSource('## Список\n\n`GET /agents`\n\nСм. `GET /agents` и `PATCH /agents/{login}`.\n\n## Ответ\n\n`200 OK`\n', '/x.mdx');
    expect(apiMethods(tree)).toEqual([
      {method: 'GET', path: '/agents', heading: 'Список'},
      {method: 'PATCH', path: '/agents/{login}', heading: 'Список'},
    ]);
  });
});

test.describe('llms.txt', () => {
  const docs: LlmsDoc[] = [
    {title: 'Старт', description: 'Первый вход.', permalink: '/docs/agent/quickstart', methods: []},
    {title: 'Отчёты', description: 'Отчёты супервизора.', permalink: '/docs/supervisor/', methods: []},
    {title: 'Пользователи', description: '', permalink: '/docs/admin/users', methods: []},
    {
      title: 'Операторы',
      description: 'Операторы\nчерез API.',
      permalink: '/docs/api/external-api/agents',
      methods: [{method: 'GET', path: '/agents', heading: 'Список'}],
    },
    {title: 'Бот', description: 'API для ботов.', permalink: '/docs/api/external-api-bot/start', methods: []},
    {title: 'SDK', description: 'Мобильный SDK.', permalink: '/docs/sdk/sdk-mobilechat', methods: []},
    {title: 'Вопросы', description: 'FAQ.', permalink: '/docs/faq', methods: []},
  ];
  const txt = buildLlmsTxt({
    title: 'Чат-центр',
    tagline: 'Документация',
    siteUrl: 'https://docs.example.ru',
    docs,
    links: [{title: 'История версий', url: 'https://docs.example.ru/blog', description: 'выпуски'}],
  });

  test('groups pages by audience, integrators split into API, bot API and SDK', () => {
    const headings = txt.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual([
      '# Чат-центр',
      '## Разделы',
      '## Оператору',
      '## Супервизору',
      '## Администратору',
      '## Интеграторам',
      '### API для ботов',
      '### Мобильные SDK',
      '### Внешний API',
      '## Общие страницы',
    ]);
  });

  test('links each page to its Markdown with the description, and lists API methods', () => {
    expect(txt).toContain('- [Старт](https://docs.example.ru/docs/agent/quickstart.md): Первый вход.');
    expect(txt).toContain('- [Отчёты](https://docs.example.ru/docs/supervisor.md): Отчёты супервизора.');
    expect(txt).toContain('- [Пользователи](https://docs.example.ru/docs/admin/users.md)\n');
    expect(txt).toContain('- [Операторы](https://docs.example.ru/docs/api/external-api/agents.md): Операторы через API.\n  - `GET /agents` — Список');
    expect(txt).toContain('- [История версий](https://docs.example.ru/blog): выпуски');
  });

  test('maps routes to audiences and Markdown paths', () => {
    expect(audienceOf('/docs/admin')).toBe('Администратору');
    expect(audienceOf('/docs/administration')).toBe('Общие страницы');
    expect(audienceOf('/docs/sdk/ios')).toBe('Интеграторам');
    expect(markdownPath('/docs/')).toBe('/docs.md');
    expect(markdownPath('/docs/agent/quickstart')).toBe('/docs/agent/quickstart.md');
  });

  test('llms-full.txt puts every page after its source address', () => {
    const full = buildLlmsFull({
      title: 'Чат-центр',
      tagline: 'Документация',
      siteUrl: 'https://docs.example.ru',
      pages: [
        {permalink: '/docs/a', markdown: '# А\n\nТекст А.\n'},
        {permalink: '/docs/b', markdown: '# Б\n'},
      ],
    });
    expect(full).toBe(
      '# Чат-центр\n\n> Документация\n\n---\n\nИсточник: https://docs.example.ru/docs/a\n\n# А\n\nТекст А.\n\n---\n\nИсточник: https://docs.example.ru/docs/b\n\n# Б\n',
    );
  });
});
