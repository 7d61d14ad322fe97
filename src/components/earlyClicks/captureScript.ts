/**
 * Clicks made before a page is interactive (issue 19: "no lost clicks"; issue 39.4: "the phone answers every tap").
 *
 * The server's paint-first loader (src/server/paintFirst.ts) adds Next's framework scripts only after the first
 * contentful paint, so a page shows its buttons for a while (about 1.3 s on a mid-range phone) before React has
 * attached a single handler to them: a click on Enquire in that time hit a `<button type="button">` with no listener
 * and did nothing. This tiny inline script runs while the HTML is parsed, before anything inside the region paints:
 * it catches such clicks on buttons inside a `[data-early-clicks]` region (capture phase on the document, so React
 * never sees them twice), marks each button pressed at once (`data-early-pressed`, styled in globals.css, so the
 * shopper sees the tap was taken) and queues it; `EarlyClickReplay`, rendered at the end of the region, clicks them
 * again once that region is hydrated (each region has its own ready mark, so the header's replay never clicks a car
 * page button whose region is not hydrated yet). A select changed before hydration (the search page's sort) is
 * queued too, and the replay sends its change event again so React acts on the value the shopper chose. Links need nothing: they work without JavaScript; nor do buttons
 * with a native `commandfor` (a dialog that opens without JavaScript, src/components/car/Dialog.tsx), nor the submit
 * button of a form with an action (the header's search: a plain GET form).
 */

/** The attribute that marks a region whose early button clicks are kept. */
export const EARLY_CLICKS_ATTRIBUTE = 'data-early-clicks'
/** Set on a region once its replay has run: from then on React handles its clicks. */
export const EARLY_READY_ATTRIBUTE = 'data-early-ready'
/** Set on a queued button until it is replayed: its pressed look. */
export const EARLY_PRESSED_ATTRIBUTE = 'data-early-pressed'

/** Inline, ES5, no dependencies: it runs before any bundle. */
export const EARLY_CLICK_CAPTURE_SCRIPT =
  '(function(){var w=window;if(w.__earlyClicks)return;var q=w.__earlyClicks={queue:[]};' +
  'document.addEventListener("click",function(e){var t=e.target;' +
  'var b=t&&t.closest&&t.closest("button");if(!b||b.disabled||b.hasAttribute("commandfor")||(b.type==="submit"&&b.form&&b.form.hasAttribute("action")))return;' +
  'var r=b.closest("[' +
  EARLY_CLICKS_ATTRIBUTE +
  ']");if(!r||r.hasAttribute("' +
  EARLY_READY_ATTRIBUTE +
  '"))return;e.preventDefault();e.stopImmediatePropagation();b.setAttribute("' +
  EARLY_PRESSED_ATTRIBUTE +
  '","");if(q.queue.indexOf(b)<0)q.queue.push(b)},true);' +
  'document.addEventListener("change",function(e){var s=e.target;if(!s||s.tagName!=="SELECT")return;var r=s.closest("[' +
  EARLY_CLICKS_ATTRIBUTE +
  ']");if(!r||r.hasAttribute("' +
  EARLY_READY_ATTRIBUTE +
  '"))return;if(q.queue.indexOf(s)<0)q.queue.push(s)},true)})()'
