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

import {feedbackMailto} from '@site/src/utils/mailto';

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
  // The component's error view; the site shows the form again instead (keepFailedFeedback below).
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

/**
 * The parts of the modal element (`feedbackModal`, appended to <body>) that the site uses. The
 * element is the component itself (the package's custom-elements build): its props and its state
 * are properties, and setting one renders it again.
 */
type FeedbackModal = HTMLElement & {
  openModal: () => Promise<void>;
  /** Where the modal sends focus when it closes: the element focused when it opened. */
  previouslyFocused: HTMLElement | null;
  /** The × button's handler; `doClose(true)` closes and keeps what the reader wrote. */
  close: () => void;
  doClose: (preserveInput: boolean) => void;
  focusModal: () => void;
  /** What the reader wrote: the stars (-1 for none), the comment, the e-mail. */
  selectedRating: number;
  formMessage: string;
  formEmail: string;
  /** The component's error view, which replaces the form (and what the reader wrote) with a message. */
  formError: boolean;
  modalTitle: string;
  sendButtonText: string;
  /** HTML (links allowed) under the form; the package's CSS (./panel.css) puts it under the title. */
  footerText: string;
};

/** The form's texts while a feedback waits to be sent again. */
const FAILED = {
  modalTitle: TEXTS['modal-title-error'],
  sendButtonText: 'Отправить ещё раз',
};

/** The notice in the form's footer: what happened, what is kept, and the way round the service. */
function failureNotice(mailto: string): string {
  const link = mailto.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (
    'Сервис отзывов не ответил: так бывает, когда его блокирует прокси или блокировщик рекламы. ' +
    'Оценка и комментарий остались в форме: нажмите «Отправить ещё раз» или ' +
    `<a href="${link}">отправьте отзыв письмом в поддержку</a>.`
  );
}

/** The notice's text, as the package shows its footer: small, centred and grey, unless told otherwise. */
const NOTICE_STYLES = `
.feedback-footer-combined { font-size: inherit; line-height: 1.5; text-align: start; color: inherit; }
.feedback-footer-combined a { color: inherit; font-weight: 600; text-decoration: underline; }
`;

/**
 * A feedback the service did not take (unreachable behind a proxy or an ad-blocker, or an error) is
 * not lost. The package shows an error instead of the form and empties the form when the reader
 * closes it; here the form comes back at once with the rating and comment as they were, a notice
 * under the title with a link that sends them by mail (./src/utils/mailto.ts), and «Отправить ещё
 * раз». Closing keeps them too, until a feedback is sent.
 */
function keepFailedFeedback(modal: FeedbackModal, supportEmail: string): void {
  const normal = {modalTitle: modal.modalTitle, sendButtonText: modal.sendButtonText};
  const close = modal.close;
  let failed = false;
  const notice = () => {
    const written = {rating: modal.selectedRating, message: modal.formMessage, email: modal.formEmail};
    modal.footerText = failureNotice(feedbackMailto(supportEmail, window.location.href, written));
  };
  const styles = new CSSStyleSheet();
  styles.replaceSync(NOTICE_STYLES);
  modal.addEventListener('feedbackError', () => {
    failed = true;
    // The component sets its error state right after this event: the form comes back after it.
    queueMicrotask(() => {
      if (modal.shadowRoot && !modal.shadowRoot.adoptedStyleSheets.includes(styles)) {
        modal.shadowRoot.adoptedStyleSheets = [...modal.shadowRoot.adoptedStyleSheets, styles];
      }
      Object.assign(modal, FAILED, {formError: false});
      notice();
      // Focus on the dialog, which a screen reader announces by its title, «Не удалось отправить отзыв».
      modal.focusModal();
    });
  });
  // The letter follows what the reader changes meanwhile (in the shadow root: an `input` event that
  // is not composed stops there).
  for (const type of ['input', 'click']) {
    (modal.shadowRoot ?? modal).addEventListener(type, () => failed && notice());
  }
  modal.addEventListener('feedbackSent', () => {
    failed = false;
    Object.assign(modal, normal, {footerText: ''});
  });
  modal.close = () => (failed ? modal.doClose(true) : close());
}

/**
 * Labels the modal, makes it return focus to the launcher when it closes and keeps a feedback it
 * could not send. The modal remembers `document.activeElement` on opening, which is the
 * <feedback-button> host (the real button is in its shadow root); focusing the host does nothing,
 * so focus fell to the top of the page.
 */
export function setUpModal(host: HTMLElement | null, supportEmail: string): void {
  const modal = (host as {feedbackModal?: FeedbackModal} | null)?.feedbackModal;
  if (!host || !modal || modal.dataset.setUp !== undefined) {
    return;
  }
  modal.dataset.setUp = '';
  Object.assign(modal, MODAL_LABELS);
  const open = modal.openModal.bind(modal);
  modal.openModal = async () => {
    await open();
    modal.previouslyFocused = host.shadowRoot?.querySelector('button') ?? null;
  };
  keepFailedFeedback(modal, supportEmail);
}
