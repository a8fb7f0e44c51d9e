/**
 * Native events as Preact hands them, without React's synthetic-event methods.
 *
 * preact/compat gives every event a handler receives `persist`, `isDefaultPrevented` and
 * `isPropagationStopped`, as React's synthetic events have. Nothing on this site calls them, but
 * the search box's autocomplete.js (its Zepto, `compatible()`) takes an event that already has
 * `isDefaultPrevented` for one it has wrapped, skips adding `isImmediatePropagationStopped`, and
 * throws on the next keystroke: the box showed no suggestions. The same native event reaches both,
 * because Preact listens on the input itself.
 */
import {options} from 'preact';
// compat sets its hook when it is evaluated; this module replaces it, so it must run after.
import 'preact/compat';

options.event = (event) => event;
