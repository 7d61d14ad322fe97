import { EARLY_CLICK_CAPTURE_SCRIPT } from './captureScript'

/** The inline capture script (see captureScript.ts); render it before the region's first button. */
export function EarlyClickCapture() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_CLICK_CAPTURE_SCRIPT }} />
}
