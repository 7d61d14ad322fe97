// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EARLY_CLICK_CAPTURE_SCRIPT } from '../../../src/components/earlyClicks/captureScript'
import { EarlyClickReplay } from '../../../src/components/earlyClicks/EarlyClickReplay'
import { nativeOpener } from '../../../src/components/car/Dialog'

/** Issue 39.4: a tap before hydration acts; the page shows it was taken at once. */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeAll(() => {
  // The inline script as the page runs it, while the HTML is parsed.
  new Function(EARLY_CLICK_CAPTURE_SCRIPT)()
})
beforeEach(() => {
  document.body.innerHTML = ''
  window.__earlyClicks!.queue = []
})

function tap(element: Element): boolean {
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
}

describe('early taps', () => {
  it('a button tapped before its region is hydrated shows pressed at once and is kept, not lost', () => {
    document.body.innerHTML = '<div data-early-clicks><button type="button">Filters</button></div>'
    const button = document.querySelector('button')!
    expect(tap(button)).toBe(false)
    expect(button.hasAttribute('data-early-pressed')).toBe(true)
    expect(window.__earlyClicks!.queue).toEqual([button])
  })

  it('leaves alone what works without JavaScript: a native dialog opener and a form with an action', () => {
    document.body.innerHTML =
      '<div data-early-clicks><button type="button" commandfor="d" command="show-modal">Enquire</button>' +
      '<form action="/search" method="get"><button type="submit">Search</button></form></div>'
    for (const button of document.querySelectorAll('button')) {
      tap(button)
      expect(button.hasAttribute('data-early-pressed'), button.textContent!).toBe(false)
    }
    expect(window.__earlyClicks!.queue).toEqual([])
  })

  it('once its region is hydrated, a tap is React’s', () => {
    document.body.innerHTML = '<div data-early-clicks data-early-ready><button type="button">Menu</button></div>'
    expect(tap(document.querySelector('button')!)).toBe(true)
    expect(window.__earlyClicks!.queue).toEqual([])
  })

  it('each region replays its own taps once hydrated, a nested region (hydrated later) keeps its own', async () => {
    document.body.innerHTML =
      '<div id="outer" data-early-clicks><button id="a" type="button">A</button>' +
      '<div id="inner" data-early-clicks><button id="b" type="button">B</button></div><div id="mount"></div></div>'
    const a = document.getElementById('a')!
    const b = document.getElementById('b')!
    tap(a)
    tap(b)
    const clicked: string[] = []
    a.addEventListener('click', () => clicked.push('a'))
    b.addEventListener('click', () => clicked.push('b'))
    const root = createRoot(document.getElementById('mount')!)
    act(() => root.render(createElement(EarlyClickReplay)))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(document.getElementById('outer')!.hasAttribute('data-early-ready')).toBe(true)
    expect(document.getElementById('inner')!.hasAttribute('data-early-ready')).toBe(false)
    expect(clicked).toEqual(['a'])
    expect(a.hasAttribute('data-early-pressed')).toBe(false)
    expect(b.hasAttribute('data-early-pressed')).toBe(true)
    expect(window.__earlyClicks!.queue).toEqual([b])
    act(() => root.unmount())
  })
})

describe('a dialog opens without JavaScript', () => {
  it('before hydration its button carries the browser’s show-modal command for the dialog, after it none', () => {
    expect(nativeOpener('lead-dialog-1', false)).toEqual({ commandfor: 'lead-dialog-1', command: 'show-modal' })
    expect(nativeOpener('lead-dialog-1', true)).toEqual({})
  })
})
