import type {Page} from '@playwright/test';
import {axeViolations, rulesFor} from './axe';
import {layoutProblems} from './layout';
import {layoutShift, recordLayoutShifts} from './layoutShift';
import {expect, holdMainBundle, hydrated, resize, switchTheme, test, type Theme} from './fixtures';
import pageTypes from './page-types.json';

/**
 * Visual regression: what a reader sees on each page type, on a phone and a desktop, in both themes,
 * compared pixel by pixel with the committed baselines in visual.spec.ts-snapshots/.
 *
 * Baselines are rendered by Debian's Chromium with the fonts `npm test` installs (DejaVu, Liberation);
 * its headless shell, which the tests run in (scripts/chromium.mts), draws them the same.
 * Update them only after looking at the new pictures:
 *   npx playwright test tests/visual.spec.ts --update-snapshots
 * then open the changed PNGs (git status) and check each one before committing.
 *
 * Each page type is opened once for both themes: on a phone, then resized to a desktop (a reader
 * turning a tablet or widening the window sees the same), then switched to the other theme with the
 * navbar's button and resized back to a phone, with a screenshot at each step. On the desktop size
 * the pages of tests/page-types.json are also checked by axe (WCAG 2.2 AA) in each theme: by every rule
 * in the light theme, by the rules about colour in the dark one (COLOUR_RULES in tests/axe.ts).
 * States a reader reaches on a page by interaction are shot on the same visit where they can be
 * (STATES: the guide's open mobile menu and zoomed picture), each page load costing a second or more.
 */
const PAGE_TYPES = [
  {name: 'home', path: '/'},
  {name: 'docs-home', path: '/docs'},
  {name: 'guide', path: '/docs/start/whatis'},
  // A folder's hub: its pages as cards, its latest changes, the FAQ's questions (src/components/Hub).
  {name: 'hub', path: '/docs/agent/threads'},
  {name: 'report', path: '/docs/supervisor/report/feedback'},
  {name: 'api-operation', path: '/docs/api/external-api/messages'},
  {name: 'webhook', path: '/docs/api/external-api-bot/webhooks/message'},
  {name: 'sdk', path: '/docs/sdk/sdk-mobilechat'},
  {name: 'faq', path: '/docs/faq'},
  {name: 'blog-list', path: '/blog'},
  {name: 'release-note', path: '/blog/6-27'},
  {name: 'archive', path: '/blog/archive'},
  {name: 'search-results', path: '/search?q=оператор'},
  {name: 'not-found', path: '/docs/no-such-page'},
] as const;

const VIEWPORTS = {
  phone: {width: 390, height: 844},
  desktop: {width: 1280, height: 800},
} as const;

/** Opens a page in the given theme and waits until nothing on it moves any more. */
async function open(page: Page, path: string, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  if (path.startsWith('/search')) {
    await expect(page.locator('article, main').getByRole('link').first()).toBeVisible();
  }
  await settled(page);
}

/** Waits until the feedback launcher is there, the fonts are loaded and every image has loaded. */
async function settled(page: Page): Promise<void> {
  // The feedback launcher arrives when the browser is idle: wait for it, so every shot has it.
  await expect(page.locator('feedback-button')).toBeAttached();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        // A lazy picture loads once it is displayed near the viewport (a product screen further down, or
        // the variant of the other theme, never); the shot shows the viewport.
        .filter((img) => !img.complete && (img.loading !== 'lazy' || (img.checkVisibility() && img.getBoundingClientRect().top < window.innerHeight)))
        .map((img) => new Promise((done) => img.addEventListener('load', done, {once: true}))),
    );
  });
}

/** The page types axe checks: the same pages as the benchmark's (tests/page-types.json). */
const AXE_PATHS = new Set(pageTypes.map(({path}) => path));

const SHOT = {maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide'} as const;

/** Takes the focus off whatever has it and scrolls back to the top: the page as it was opened. */
async function backToTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({top: 0, behavior: 'instant'});
  });
}

/**
 * The open mobile menu: its screenshot and axe by every rule (a state a page reaches only by
 * interaction), then the menu closed again.
 */
async function mobileMenu(page: Page): Promise<void> {
  await page.locator('.navbar__toggle').click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  await expect.soft(page).toHaveScreenshot('mobile-menu-phone-light.png', SHOT);
  expect.soft(await axeViolations(page), 'axe on the open mobile menu').toEqual([]);
  await page.locator('.navbar-sidebar__close').click();
  await expect(menu).toBeHidden();
  await backToTop(page);
}

/**
 * A zoomed picture: its screenshot once the zoom has stopped moving (medium-zoom says so with
 * `medium-zoom:opened` at the end of its animation), then closed again with Esc.
 */
async function zoomedPicture(page: Page): Promise<void> {
  const image = page.locator('article .markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/);
  const zoomEvent = (name: string) => image.evaluate((img, type) => new Promise<void>((done) => img.addEventListener(type, () => done(), {once: true})), name);
  const opened = zoomEvent('medium-zoom:opened');
  await image.click();
  await opened;
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  await expect.soft(page).toHaveScreenshot('zoomed-picture-desktop-light.png', SHOT);
  const closed = zoomEvent('medium-zoom:closed');
  await page.keyboard.press('Escape');
  await closed;
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await backToTop(page);
}

/**
 * States some page types also show on the same visit, in their first theme: on a phone after its
 * screenshot, on a desktop after its screenshot and axe. Each leaves the page as it found it.
 */
const STATES: Record<string, {phone?: (page: Page) => Promise<void>; desktop?: (page: Page) => Promise<void>}> = {
  guide: {phone: mobileMenu, desktop: zoomedPicture},
};

test('every page type axe checks has its screenshots here', () => {
  expect([...AXE_PATHS].filter((path) => !PAGE_TYPES.some((type) => type.path === path))).toEqual([]);
});

PAGE_TYPES.forEach(({name, path}, i) => {
  const axe = AXE_PATHS.has(path);
  // Half of the page types are opened in the light theme and switched to the dark one, the other half
  // the other way round: both ways a reader gets a theme (a saved choice, the toggle) are on the shots.
  const [first, second]: Theme[] = i % 2 === 0 ? ['light', 'dark'] : ['dark', 'light'];
  const states = STATES[name] ?? {};
  const more = [states.phone && 'the open mobile menu', states.desktop && 'a zoomed picture'].filter(Boolean);
  test(`${name} looks as approved in both themes on a phone and a desktop${axe ? ', with no axe violations' : ''}${more.length > 0 ? `, and so do ${more.join(' and ')}` : ''}`, async ({page}) => {
    // Four page states, four screenshots and axe twice: the time of several tests.
    test.setTimeout(90_000);
    /** The desktop's screenshot in the theme shown, and axe in it. */
    const desktop = async (theme: Theme) => {
      await expect.soft(page).toHaveScreenshot(`${name}-desktop-${theme}.png`, SHOT);
      if (axe) {
        expect.soft(await axeViolations(page, {rules: rulesFor(theme)}), `axe on ${path} in ${theme} mode`).toEqual([]);
      }
    };
    await page.setViewportSize(VIEWPORTS.phone);
    await open(page, path, first);
    await expect.soft(page).toHaveScreenshot(`${name}-phone-${first}.png`, SHOT);
    await states.phone?.(page);
    await resize(page, VIEWPORTS.desktop);
    await settled(page);
    await desktop(first);
    await states.desktop?.(page);
    // The other theme's pictures load once it is shown.
    await switchTheme(page, second);
    await settled(page);
    await desktop(second);
    await resize(page, VIEWPORTS.phone);
    await settled(page);
    await expect.soft(page).toHaveScreenshot(`${name}-phone-${second}.png`, SHOT);
  });
});

test.describe('open states', () => {
  test('the answer in the search box looks as approved on a desktop and on a phone in the dark theme, with no colour violations', async ({page}) => {
    test.slow();
    await page.setViewportSize(VIEWPORTS.desktop);
    await open(page, '/docs/agent/quickstart', 'light');
    const box = page.getByPlaceholder('Поиск');
    const question = 'сколько сообщений можно закрепить';
    // The first answer waits for the index files it reads.
    const shown = async () => {
      await expect(page.getByRole('region', {name: 'Ответ'}).getByRole('link').first()).toHaveText(/^Закреплённые сообщения/, {timeout: 20_000});
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    };
    // The suggestions under the answer are the search plugin's, and their order after the first
    // settles at its own pace (search.spec.ts tests them): masked, so the picture is the answer's.
    const answerShot = {...SHOT, mask: [page.locator('[role="listbox"] [role="option"]:not(:first-child)')]};
    await box.fill(question);
    await shown();
    await expect.soft(page).toHaveScreenshot('answer-box-desktop-light.png', answerShot);
    await switchTheme(page, 'dark');
    await resize(page, VIEWPORTS.phone);
    // The theme's button took the focus: the reader asks again.
    await box.fill('');
    await box.fill(question);
    await shown();
    expect.soft(await axeViolations(page, {include: '.navbar', rules: rulesFor('dark')})).toEqual([]);
    await expect.soft(page).toHaveScreenshot('answer-box-phone-dark.png', answerShot);
  });

  test('the search page looks as approved before typing and when nothing is found', async ({page}) => {
    test.slow();
    await open(page, '/search', 'light');
    await expect.soft(page).toHaveScreenshot('search-start-desktop-light.png', SHOT);
    const input = page.getByRole('main').getByRole('searchbox');
    await input.fill('щщъъззжжхх');
    await expect(page.getByText('Ничего не найдено по запросу')).toBeVisible();
    await expect.soft(page).toHaveScreenshot('search-nothing-desktop-light.png', SHOT);
    await switchTheme(page, 'dark');
    await resize(page, VIEWPORTS.phone);
    await expect.soft(page).toHaveScreenshot('search-nothing-phone-dark.png', SHOT);
    await input.fill('');
    await expect(page.getByRole('button', {name: 'как передать обращение коллеге'})).toBeVisible();
    await expect.soft(page).toHaveScreenshot('search-start-phone-dark.png', SHOT);
  });

  test('the open feedback panel looks as approved and has no axe violations, and so does the feedback the service did not take on a phone', async ({page}) => {
    test.setTimeout(60_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    await open(page, '/docs/start/whatis', 'light');
    await page.getByRole('button', {name: 'Оставить отзыв'}).click();
    await expect(page.getByText('Как вы оцените эту страницу?')).toBeVisible();
    await expect(page).toHaveScreenshot('feedback-panel-desktop-light.png', SHOT);
    expect.soft(await axeViolations(page), 'axe on the open feedback panel').toEqual([]);
    // The feedback service is out of reach here (every third party is): the form keeps what the reader
    // wrote, says so and offers to send it again or by mail (tests/feedback.spec.ts checks the how).
    await page.getByRole('button', {name: 'Оценка 4 из 5'}).click();
    await page.getByPlaceholder('Комментарий').fill('Не хватает примера для Telegram');
    await page.getByRole('button', {name: 'Отправить'}).click();
    await expect(page.getByRole('link', {name: 'отправьте отзыв письмом в поддержку'})).toBeVisible();
    await resize(page, VIEWPORTS.phone);
    const panel = page.getByRole('dialog', {name: 'Не удалось отправить отзыв'});
    await expect.poll(async () => Math.round(((await panel.boundingBox())?.x ?? 0) + ((await panel.boundingBox())?.width ?? 0))).toBe(VIEWPORTS.phone.width);
    // The panel lies over the article, as a dialog does; the page under it does not scroll sideways.
    expect((await layoutProblems(page)).filter((problem) => problem.startsWith('page scrolls sideways'))).toEqual([]);
    await expect(page).toHaveScreenshot('feedback-failure-phone-light.png', SHOT);
  });

  // The operation with the widest answer (a line of 1 229 px): before the fix its response made the
  // phone's page 1 262 px wide and slid 780 px under the samples' pane at 1280 px.
  // One page load for both themes: the light phone, the light desktop, then the dark desktop and phone.
  test('the API console after sending stays in its column, on a phone and beside the samples on a desktop, and looks as approved', async ({page}) => {
    test.setTimeout(90_000);
    // Scrolled down, the page shows the theme's «back to top» button at the screen's corner; that it
    // lies over text is not the console's doing (and not what this test is about).
    const problems = async () => (await layoutProblems(page)).filter((problem) => !problem.includes('theme-back-to-top-button'));
    await page.setViewportSize(VIEWPORTS.phone);
    await open(page, '/docs/api/external-api/threads/thread-details', 'light');
    const operation = page.locator('.api-op').first();
    await operation.getByRole('button', {name: 'Попробовать'}).click();
    const console = operation.getByRole('region', {name: /^Консоль/});
    await expect(console.getByRole('textbox').first()).toBeFocused();
    await console.getByRole('button', {name: 'Отправить запрос'}).click();
    const answer = console.getByText('Ответ макета: 200 OK');
    await expect(answer).toBeVisible();
    // The answer's blocks are plain code until the highlighter's chunk has come, then titled and
    // highlighted: the shots are of the blocks as they stay.
    await expect(console.getByText('Заголовки ответа')).toBeVisible();
    // The answer's first line just under the navbar.
    const toAnswer = () => answer.evaluate((line) => window.scrollBy(0, line.getBoundingClientRect().top - 80));
    await toAnswer();
    expect.soft(await problems(), 'on a phone').toEqual([]);
    await expect.soft(page).toHaveScreenshot('api-console-phone-light.png', SHOT);
    await resize(page, VIEWPORTS.desktop);
    await toAnswer();
    expect.soft(await problems(), 'on a desktop').toEqual([]);
    await expect.soft(page).toHaveScreenshot('api-console-desktop-light.png', SHOT);
    await switchTheme(page, 'dark');
    await toAnswer();
    await expect.soft(page).toHaveScreenshot('api-console-desktop-dark.png', SHOT);
    await resize(page, VIEWPORTS.phone);
    await toAnswer();
    await expect.soft(page).toHaveScreenshot('api-console-phone-dark.png', SHOT);
  });

  test.describe('on a touch screen', () => {
    // A phone's touch screen: the view says how to move the picture with a finger.
    test.use({hasTouch: true});

    test('a product screen zoomed on a phone looks as approved: legible, pannable, saying how to close it', async ({page}) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await open(page, '/docs/supervisor/report/incomingthreads', 'dark');
      const image = page.locator('article .markdown picture img:visible').first();
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveClass(/medium-zoom-image/);
      await image.click({position: {x: 10, y: 10}});
      const viewer = page.getByRole('dialog', {name: /^Увеличенный снимок/});
      await expect(viewer.getByRole('button', {name: 'Закрыть'})).toBeVisible();
      await expect(viewer.getByText('Двигайте снимок пальцем')).toBeVisible();
      // The sharper picture has come and is drawn.
      await expect.poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.complete && /\.1040\.jpg$/.test(img.currentSrc))).toBe(true);
      expect((await layoutProblems(page)).filter((problem) => problem.startsWith('page scrolls sideways'))).toEqual([]);
      await expect(page).toHaveScreenshot('zoomed-screen-phone-dark.png', SHOT);
    });
  });

  test('the summary of a shared /blog?since=…&role= link on a phone looks as approved, painted before the scripts run and never pushed', async ({page}) => {
    test.setTimeout(60_000);
    await page.setViewportSize(VIEWPORTS.phone);
    await recordLayoutShifts(page);
    // The page's scripts wait until its first state has been checked: what a phone shows for a second or more.
    const release = await holdMainBundle(page);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await page.goto('/blog?since=6.20&role=admin', {waitUntil: 'domcontentloaded'});
    const main = page.locator('main');
    // The placeholder's heading: «Что изменилось после версии» and the version, drawn by its CSS.
    const heading = main.getByText('Что изменилось после версии');
    await expect(heading).toBeVisible();
    expect(await heading.locator('span').evaluate((span) => getComputedStyle(span, '::after').content)).toBe('"6.20"');
    await expect(page.getByLabel('Моя версия')).toHaveValue('6.20');
    await expect(page.getByLabel('Моя роль')).toHaveValue('admin');
    await expect(main.getByRole('article')).toHaveCount(0);
    await expect(main.getByText('Выберите свою версию')).toBeHidden();
    release();
    await hydrated(page);
    const since = page.getByRole('region', {name: 'Что изменилось после версии 6.20'});
    await expect(since.getByText(/^\d+\sизменени[йяе]\sдля\sадминистратора\sв\s\d\sверсиях$/)).toBeVisible();
    // Under the summary, only the notes it does not cover: 6.20 and older.
    await expect(main.getByRole('heading', {name: 'Заметки о версии 6.20 и более ранних'})).toBeVisible();
    await expect(main.getByRole('article').getByRole('heading', {level: 2})).toHaveText(['Версия 6.20', 'Версия 6.19', 'Версия 6.18']);
    await settled(page);
    const {total, shifts} = await layoutShift(page);
    expect(total, `layout shifts ${JSON.stringify(shifts)}`).toBeLessThan(0.1);
    expect(await layoutProblems(page)).toEqual([]);
    await expect(page).toHaveScreenshot('since-view-phone-light.png', SHOT);
  });
});
