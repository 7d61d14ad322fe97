/**
 * Clicks made before a page is interactive (issue 19: "no lost clicks").
 *
 * The server's paint-first loader (src/server/paintFirst.ts) adds Next's framework scripts only after the first
 * contentful paint, so a page shows its buttons for a while (about 1.3 s on a mid-range phone) before React has
 * attached a single handler to them: a click on Enquire in that time hit a `<button type="button">` with no listener
 * and did nothing. This tiny inline script runs while the HTML is parsed, before anything inside the region paints:
 * it catches such clicks on buttons inside a `[data-early-clicks]` region (capture phase on the document, so React
 * never sees them twice) and queues the buttons; `EarlyClickReplay`, rendered at the end of the region, clicks them
 * again once the region is hydrated. Links need nothing: they work without JavaScript.
 */

/** The attribute that marks a region whose early button clicks are kept. */
export const EARLY_CLICKS_ATTRIBUTE = 'data-early-clicks'

/** Inline, ES5, no dependencies: it runs before any bundle. `__earlyClicks.ready` is set by EarlyClickReplay. */
export const EARLY_CLICK_CAPTURE_SCRIPT =
  '(function(){var w=window;if(w.__earlyClicks)return;var q=w.__earlyClicks={ready:false,queue:[]};' +
  'document.addEventListener("click",function(e){if(q.ready)return;var t=e.target;' +
  'var b=t&&t.closest&&t.closest("button");if(!b||b.disabled||!b.closest("[' +
  EARLY_CLICKS_ATTRIBUTE +
  ']"))return;e.preventDefault();e.stopImmediatePropagation();if(q.queue.indexOf(b)<0)q.queue.push(b)},true)})()'
