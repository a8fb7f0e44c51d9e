// PushFeedback's web component from its custom-elements build (`dist/components`, which the package
// documents only for its CDN snippet), and its global stylesheet with the `--feedback-*` custom
// properties that the component's shadow styles read (see src/components/FeedbackWidget/element.ts).
// A move fails the build; tests/feedback.spec.ts fails if the panel loses its styles or texts.
import 'pushfeedback/dist/pushfeedback/pushfeedback.css';

export {defineCustomElement} from 'pushfeedback/dist/components/feedback-button';
