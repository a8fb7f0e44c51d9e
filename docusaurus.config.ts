import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import {clientSettings, site} from './src/config/site';
import {keepProductName} from './src/utils/productName';
import {latestRelease} from './src/config/releases.mjs';
import {darkCodeTheme, lightCodeTheme} from './src/config/prism';
import {SEARCH_SUGGESTIONS} from './src/config/search';
import {searchContexts} from './src/config/sections';
import {ssrTemplate} from './src/internals/ssrTemplate';
import remarkQuestions from './src/plugins/questions/remarkQuestions';
import remarkModel from './src/plugins/model/remarkModel';
import remarkTypography from './src/plugins/typography/remarkTypography';
import remarkHub from './src/plugins/hubs/remarkHub';
import remarkDiagrams from './src/plugins/diagrams/remarkDiagrams';
import {sidebarItemsGenerator} from './src/plugins/hubs/sidebar';
import {HUB_LISTS} from './src/plugins/hubs/common';
import {datedSitemapItems} from './src/plugins/seo/sitemap';
import rehypeTables from './src/plugins/tables';
import rehypeApiOperations from './src/plugins/apiReference/rehype';
import remarkApiTables from './src/plugins/apiReference/remark.mts';
import {apiFrontMatter} from './src/plugins/apiReference';
import {createFeedItems} from './src/plugins/feeds';
import type {ScreensOptions} from './src/internals/screens';

const release = latestRelease(path.join(__dirname, 'blog'));

// Pictures become JPEGs of these widths (a phone downloads the 720 or 1120 px one). JPEG, because resized
// PNGs of a 2× screen are over the 200 KB an image may weigh (tests/budgets.spec.ts); quality 72, because at
// 76 the widget settings' 2200 × 2220 px screen weighed 206 KiB.
const pictures = {sizes: [720, 1120, 1600, 2240], format: 'jpg', quality: 72} satisfies ScreensOptions & {format: 'jpg'};

/**
 * Before Docusaurus' own remark plugins, so that headings, anchors and the table of contents see the
 * printed facts and the typeset text: `:fact[…]` and `:label[…]` printed from the product model, then
 * Russian typography. The Markdown copies run the same two (src/plugins/llms/markdown.ts).
 */
const beforeDefaultRemarkPlugins = [remarkModel, remarkTypography];

/** The docs' options: the classic preset's docs plugin, registered through ./src/internals/docs.ts. */
const docs = {
  sidebarPath: './sidebars.ts',
  routeBasePath: 'docs',
  breadcrumbs: true,
  // The API reference's `::api-…` directives become their tables, made from the OpenAPI specs, before
  // the typography so that the tables are typeset like the prose.
  beforeDefaultRemarkPlugins: [remarkApiTables, ...beforeDefaultRemarkPlugins],
  // Every folder's index page is its hub, the link of its category (src/plugins/hubs/).
  sidebarItemsGenerator,
  // A page with `collapsible_questions: true` (the FAQ) shows each ### question collapsible; a folder's
  // `<Hub />` gets the folder's lists; a diagram shows its dark and phone variants.
  remarkPlugins: [remarkQuestions, [remarkHub, {docsDir: path.join(__dirname, 'docs')}], remarkDiagrams],
  showLastUpdateAuthor: false,
  showLastUpdateTime: false,
  // The API reference's operations in two panes (src/plugins/apiReference).
  rehypePlugins: [rehypeTables, rehypeApiOperations],
} satisfies DocsOptions;

/** The blog's options: the classic preset's blog plugin, registered through ./src/internals/blogFeeds.ts. */
const blog = {
  routeBasePath: 'blog',
  beforeDefaultRemarkPlugins,
  rehypePlugins: [rehypeTables],
  blogTitle: 'История версий',
  blogDescription: 'Заметки о выпусках Чат-центра: новые функции, улучшения и исправления.',
  blogSidebarTitle: 'История версий',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  // 15 release notes: pages of 10 make /blog/page/2 and each tag's page 2.
  postsPerPage: 10,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: 'all',
    title: 'Чат-центр: история версий',
    description: 'Заметки о выпусках Чат-центра',
    copyright: `© 2025 ${site.title}`,
    language: 'ru',
    // Each item dated and with all its authors; ./src/internals/blogFeeds.ts makes feed.json JSON Feed 1.1.
    createFeedItems,
  },
} satisfies BlogOptions;

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: '/',
  // Every page is written as <route>.html and linked without a trailing slash, so /docs/api answers
  // 200 directly on the CDN (vercel.json: cleanUrls, trailingSlash false) instead of a 308 hop.
  trailingSlash: false,
  // Docusaurus's template, but the bundles run after the first paint (src/internals/ssrTemplate.ts).
  // Left out, like the leanBundle plugin, when `npm run bench` builds plain Docusaurus to compare.
  ...(site.startupTuning ? {ssrTemplate} : {}),

  future: {
    v4: true,
    faster: true,
  },

  // The spec keeps browser storage keys plain (`theme`, `docusaurus.announcement.dismiss`), which the
  // v4 flag would otherwise namespace per site.
  storage: {type: 'localStorage', namespace: false},

  // Stricter than the defaults: a broken link, anchor, image or duplicate route fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'detect',
    // A page of API operations lists them in its contents, and one of one operation shows its method in the sidebar.
    parseFrontMatter: apiFrontMatter,
    // GFM footnotes in Russian: the heading of their list (screen readers read it) and each link back.
    remarkRehypeOptions: {
      footnoteLabel: 'Примечания',
      footnoteBackLabel: (reference: number, again: number) => `Вернуться к ссылке ${reference + 1}${again > 1 ? `-${again}` : ''}`,
    },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'Русский', htmlLang: 'ru'},
    },
  },

  // The blog plugin links its RSS and Atom feeds on every page; the JSON feed is linked here.
  headTags: [
    {
      tagName: 'link',
      attributes: {rel: 'alternate', type: 'application/feed+json', href: '/blog/feed.json', title: 'Чат-центр: история версий JSON Feed'},
    },
  ],

  customFields: {...clientSettings, latestRelease: release ?? null},

  // A link to a question of the FAQ opens it (src/plugins/questions/).
  clientModules: ['./src/plugins/questions/openOnHash.client.ts', './src/utils/replayEarly.client.ts'],

  presets: [
    [
      'classic',
      {
        // The docs run as ./src/internals/docs.ts (below), which keeps their descriptions off every page.
        docs: false,
        // The blog runs as ./src/internals/blogFeeds.ts (below), which finishes its feeds.
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css', './src/css/tables.css', './src/css/api.css', './src/css/blog.css', './src/css/images.css'],
        },
        pages: {beforeDefaultRemarkPlugins, rehypePlugins: [rehypeTables]},
        // Each page dated by the last commit of its source file (none in a shallow clone).
        sitemap: {createSitemapItems: datedSitemapItems(__dirname)},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./src/plugins/analytics.ts', {yandexMetricaId: site.yandexMetricaId, vercelAnalytics: site.vercelAnalytics}],
    'docusaurus-plugin-image-zoom',
    // Pictures a page imports from code (none but the product screens today), as plugin-ideal-image makes them.
    ['@docusaurus/plugin-ideal-image', {disableInDev: false, ...pictures}],
    // The product screens (npm run screens, src/components/Screen): each PNG becomes the same JPEGs, its
    // size and a placeholder, decoded once per build and kept between builds (src/internals/screens.ts).
    ['./src/internals/screens.ts', pictures],
    [
      './src/plugins/llms/index.ts',
      {
        links: [
          {title: 'История версий', url: `${site.url}/blog`, description: 'заметки о выпусках Чат-центра'},
          {title: 'OpenAPI внешнего API', url: `${site.url}/openapi/external-api.yaml`, description: 'спецификация в YAML'},
          {title: 'OpenAPI API для ботов', url: `${site.url}/openapi/bot-api.yaml`, description: 'спецификация в YAML'},
        ],
      },
    ],
    './src/plugins/seo/index.ts',
    // The console module of each API operation, loaded when a reader opens «Попробовать».
    './src/plugins/apiReference/index.ts',
    ['./src/internals/docs.ts', docs],
    ['./src/internals/blogFeeds.ts', blog],
    // The changes of the release notes, per item and role: /blog/changes.json and the role feeds.
    './src/plugins/releaseNotes/index.ts',
    // Each folder's hub: its pages, their latest changes and the FAQ's questions on them (src/components/Hub).
    './src/plugins/hubs/index.ts',
    ...(site.startupTuning ? ['./src/internals/leanBundle/index.ts'] : []),
  ],

  themes: [
    [
      // The local search plugin, searching as readers type (src/plugins/search/).
      './src/plugins/search/index.ts',
      {
        hashed: true,
        language: ['en', 'ru'],
        indexDocs: true,
        indexBlog: true,
        indexPages: true,
        docsRouteBasePath: 'docs',
        blogRouteBasePath: 'blog',
        searchResultLimits: SEARCH_SUGGESTIONS,
        highlightSearchTermsOnTargetPage: true,
        searchBarShortcut: true,
        searchBarShortcutHint: true,
        // Each suggestion names its section and place: 'Оператору › Работа с обращениями'.
        explicitSearchResultPath: true,
        // One index per audience with its pages' full text; outside them, one with every page's
        // titles, headings, descriptions, keywords and words (src/plugins/search/indexFiles.ts).
        searchContextByPaths: searchContexts(),
        useAllContextsWithNoSearchContext: true,
        // Code samples (five languages per API operation) are not what readers search for: leaving
        // them out keeps results relevant and the API index a third smaller. A folder's hub is found by
        // its own title, introduction and keywords, not by the titles and descriptions of the pages it
        // lists: those find the pages themselves.
        ignoreCssSelectors: ['.theme-code-block', `.${HUB_LISTS}`],
      } satisfies SearchOptions,
    ],
  ],

  themeConfig: {
    metadata: [{name: 'keywords', content: 'Чат-центр, документация, оператор, супервизор, администратор, API'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    ...(release && {
      announcementBar: {
        id: `release-${release.version}`,
        content: `Вышла версия\u00a0${release.version}. <a href="${release.permalink}">Что нового</a>`,
        backgroundColor: '#0b5f58',
        textColor: '#ffffff',
        isCloseable: true,
      },
    }),
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      // The product's name on screen keeps «Чат-центр» on one line (src/utils/productName.ts).
      title: keepProductName(site.title),
      hideOnScroll: true,
      logo: {
        alt: 'Чат-центр',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Пользовательская документация'},
        {type: 'docSidebar', sidebarId: 'ApiSidebar', position: 'left', label: 'API'},
        {to: '/blog', label: 'История версий', position: 'right'},
        {type: 'custom-support', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Документация',
          items: [
            {label: 'Оператору', to: '/docs/agent/quickstart'},
            {label: 'Супервизору', to: '/docs/supervisor'},
            {label: 'Администратору', to: '/docs/admin/quickstart/who-is'},
            {label: 'Вопросы и ответы', to: '/docs/faq'},
          ],
        },
        {
          title: 'Разработчикам',
          items: [
            {label: 'Внешний API', to: '/docs/api'},
            {label: 'API для ботов', to: '/docs/api/external-api-bot/start'},
            {label: 'Мобильные SDK', to: '/docs/sdk/sdk-mobilechat'},
          ],
        },
        {
          title: 'Выпуски',
          items: [
            {label: 'История версий', to: '/blog'},
            {label: 'Архив', to: '/blog/archive'},
            {label: 'RSS', href: `${site.url}/blog/rss.xml`},
          ],
        },
      ],
      logo: {
        alt: 'Чат-центр — сайт компании',
        src: 'img/logo-footer.svg',
        srcDark: 'img/logo-footer-dark.svg',
        href: site.companyUrl,
        width: 160,
        height: 40,
      },
      copyright: keepProductName(`© 2025 ${site.title}. Все права защищены.`),
    },
    zoom: {
      selector: '.markdown img',
      background: {light: 'rgb(255 255 255 / 0.8)', dark: 'rgb(50 50 50 / 0.8)'},
      // Closes once the page scrolls more than 40 px; a zoomed picture fills the screen but 16 px.
      config: {scrollOffset: 40, margin: 16},
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['powershell', 'bash', 'http', 'kotlin', 'java', 'swift', 'objectivec', 'groovy', 'textile', 'xml-doc'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
