import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useColorMode} from '@docusaurus/theme-common';
import useSiteSettings from '@site/src/config/useSiteSettings';
import {whenLoadedAndIdle} from '@site/src/utils/whenIdle';
import './gutter.css';

/** Russian texts of the widget, by the component's attribute names. */
const TEXTS = {
  'modal-title': 'Оставить отзыв',
  'send-button-text': 'Отправить',
  'rating-stars-placeholder': 'Как вы оцените эту страницу?',
  'message-placeholder': 'Комментарий',
  'email-placeholder': 'E-mail (необязательно)',
  'screenshot-button-text': 'Добавить скриншот',
  'screenshot-taking-text': 'Снимаем экран…',
  'screenshot-attached-text': 'Скриншот приложен',
  'screenshot-editor-title': 'Выберите элемент на странице',
  'screenshot-editor-cancel-text': 'Отмена',
  'screenshot-editor-save-text': 'Сохранить',
  'modal-title-success': 'Спасибо за отзыв!',
  'success-message': 'Отзыв успешно отправлен',
  'modal-title-error': 'Не удалось отправить отзыв',
  'error-message': 'Сервис отзывов сейчас недоступен. Попробуйте позже или напишите в поддержку.',
} as const;

/**
 * Labels the button does not pass on to the modal it creates: set on the modal element directly
 * (`feedbackModal` is the component's public reference to it).
 */
const MODAL_LABELS = {
  ratingStarLabel: 'Оценка {rating} из 5',
  closeButtonLabel: 'Закрыть форму отзыва',
};

/** The parts of the modal element (`feedbackModal`, appended to <body>) that the site uses. */
type FeedbackModal = HTMLElement & {
  openModal: () => Promise<void>;
  /** Where the modal sends focus when it closes: the element focused when it opened. */
  previouslyFocused: HTMLElement | null;
};

/**
 * Labels the modal and makes it return focus to the launcher when it closes. The modal remembers
 * `document.activeElement` on opening, which is the <feedback-button> host (the real button is in
 * its shadow root); focusing the host does nothing, so focus fell to the top of the page.
 */
function setUpModal(host: HTMLElement | null): void {
  const modal = (host as {feedbackModal?: FeedbackModal} | null)?.feedbackModal;
  if (!host || !modal) {
    return;
  }
  Object.assign(modal, MODAL_LABELS);
  const open = modal.openModal.bind(modal);
  modal.openModal = async () => {
    await open();
    modal.previouslyFocused = host.shadowRoot?.querySelector('button') ?? null;
  };
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'feedback-button': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        project: string;
        [attribute: `${string}-${string}`]: string | undefined;
      };
    }
  }
}

/**
 * The PushFeedback widget: a dark tab at the centre right that opens a star-rating form in a right
 * sidebar. The web component and its stylesheets (./element.ts) are bundled from npm and loaded after
 * the page has loaded, so they never delay it; without a project id nothing renders.
 */
export default function FeedbackWidget(): ReactNode {
  const {pushFeedbackProjectId: project} = useSiteSettings();
  const {colorMode} = useColorMode();
  const [defined, setDefined] = useState(false);

  useEffect(() => {
    if (!project) {
      return undefined;
    }
    let active = true;
    const define = () =>
      import('./element')
        .then(({defineCustomElement}) => {
          defineCustomElement();
          if (active) {
            setDefined(true);
          }
        })
        // A chunk gone after a redeploy, or blocked: no widget, and the page carries on.
        .catch(() => undefined);
    // After the load event and then when the browser is idle: never on the page's critical path.
    const cancel = whenLoadedAndIdle(() => void define());
    return () => {
      active = false;
      cancel();
    };
  }, [project]);

  if (!project) {
    return null;
  }
  return (
    <>
      {/* The page keeps a gutter for the launcher from the first paint (./gutter.css). */}
      <Head>
        <html data-feedback="" />
      </Head>
      {defined && (
        <feedback-button
          ref={setUpModal}
          project={project}
          rating-mode="stars"
          button-position="center-right"
          button-style={colorMode === 'dark' ? 'light' : 'dark'}
          modal-position="sidebar-right"
          fetch-data="false"
          custom-font="true"
          hide-email="false"
          hide-rating="false"
          hide-screenshot-button="false"
          hide-privacy-policy="true"
          {...TEXTS}>
          Оставить отзыв
        </feedback-button>
      )}
    </>
  );
}
