/**
 * What the widget needs in the browser, loaded together after the page (see ./index.tsx).
 *
 * The package's custom-elements build (`dist/components`) carries only the styles inside its shadow
 * roots, and those are written with `--feedback-*` custom properties that the package defines in a
 * separate global stylesheet (`dist/pushfeedback/pushfeedback.css`, which its CDN snippet links from
 * a <link> tag). Without it every colour, border and width of the panel is undefined: a transparent
 * full-width sheet with invisible stars. The stylesheet comes first; ./panel.css maps the properties
 * to Infima's colours.
 */
import '@site/src/internals/pushfeedback';
import './panel.css';

export {defineCustomElement} from '@site/src/internals/pushfeedback';

// The widget's words and set-up load with it, not with every page.

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
 * The widget's settings (besides the project and the colour mode, set by ./index.tsx): star
 * rating, the launcher at the centre right, the form in a right sidebar, and its Russian texts.
 */
export const ATTRIBUTES = {
  'rating-mode': 'stars',
  'button-position': 'center-right',
  'modal-position': 'sidebar-right',
  'fetch-data': 'false',
  'custom-font': 'true',
  'hide-email': 'false',
  'hide-rating': 'false',
  'hide-screenshot-button': 'false',
  'hide-privacy-policy': 'true',
  ...TEXTS,
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
export function setUpModal(host: HTMLElement | null): void {
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
