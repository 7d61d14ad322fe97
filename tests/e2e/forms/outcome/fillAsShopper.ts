import type { Locator } from '@playwright/test'

/** What a shopper of this site types: a name no other run used, the site's phone and postcode formats. */
export interface Shopper {
  firstName: string
  email: string
  phone: string
  postcode: string
  message: string
}

/** One answer as the shopper gave it (label as shown, the value typed or chosen). */
export interface Answer {
  name: string
  label: string
  value: string
  how: 'typed' | 'chosen' | 'ticked'
}

type Control = {
  tag: string
  type: string
  name: string
  label: string
  value: string
  required: boolean
  checked: boolean
  autocomplete: string
  inputMode: string
  options: string[]
  groupRequired: boolean
  usable: boolean
}

/** The form's controls as a shopper sees them: visible, enabled, not the honeypot, each with its label. */
function describe(form: Locator): Promise<Control[]> {
  return form.evaluate((root) =>
    [
      ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
    ].map((el) => {
      const box = el.getBoundingClientRect()
      const hidden = el.closest('[aria-hidden="true"]') !== null || el.type === 'hidden'
      const fieldset = el.closest('fieldset')
      const legend = fieldset?.querySelector('legend')?.textContent ?? ''
      const label =
        (el.labels?.[0]?.textContent ?? '').trim() ||
        el.getAttribute('aria-label') ||
        (el instanceof HTMLSelectElement ? legend : '') ||
        el.getAttribute('placeholder') ||
        ''
      return {
        tag: el.tagName.toLowerCase(),
        type: el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase(),
        name: el.getAttribute('name') ?? '',
        label,
        value: el.value,
        required: el.required || el.getAttribute('aria-required') === 'true',
        checked: el instanceof HTMLInputElement ? el.checked : false,
        autocomplete: el.getAttribute('autocomplete') ?? '',
        inputMode: el.getAttribute('inputmode') ?? '',
        options: el instanceof HTMLSelectElement ? [...el.options].map((o) => o.value).filter(Boolean) : [],
        // A group of choices marked required (its legend carries the * marker).
        groupRequired: /\*/.test(legend),
        usable: !hidden && !el.disabled && box.width > 0 && box.height > 0,
      }
    }),
  )
}

const soon = () => {
  const day = new Date(Date.now() + 5 * 86_400_000)
  return `${day.toISOString().slice(0, 10)}T10:00`
}

/** The value a person would type into a text field with this label and kind. */
function typed(c: Control, who: Shopper): string {
  const label = c.label.replace(/\*/g, '').trim()
  if (c.type === 'email' || c.autocomplete === 'email') return who.email
  if (c.type === 'tel' || c.autocomplete === 'tel') return who.phone
  if (c.type === 'datetime-local') return soon()
  if (c.autocomplete === 'postal-code' || /post ?code|zip/i.test(label)) return who.postcode
  if (c.autocomplete === 'family-name' || /last name|surname/i.test(label)) return 'Shopper'
  if (c.autocomplete === 'given-name' || c.autocomplete === 'name' || /name/i.test(label)) return who.firstName
  if (c.tag === 'textarea') return `${who.message} (${label})`
  if (/year/i.test(label)) return String(new Date().getFullYear() - 6)
  if (/km|kilomet|mile|odometer/i.test(label)) return '45000'
  if (c.inputMode === 'decimal' || /price|amount|budget|deposit|income|\$/i.test(label)) return '25000'
  if (c.inputMode === 'numeric') return '3'
  if (/\bvin\b/i.test(label)) return 'JTDBR32E720123456'
  if (/rego|registration|plate/i.test(label)) return 'OUT123'
  if (/make/i.test(label)) return 'Toyota'
  if (/model/i.test(label)) return 'Corolla'
  return `${label || c.name} answer`
}

/**
 * Fills the visible step of a form as a person would: every empty text field, a choice in every empty list (the
 * appointment picker's day, then its times), the first option of each required group of choices, every required
 * box ticked. Repeats until nothing is left to fill (a choice may reveal fields, the day enables its times).
 */
export async function fillStep(form: Locator, who: Shopper, answers: Answer[]): Promise<void> {
  for (let pass = 0; pass < 4; pass++) {
    const controls = await describe(form)
    const all = form.locator('input, select, textarea')
    let changed = false
    const groupsDone = new Set<string>()
    for (const [i, c] of controls.entries()) {
      if (!c.usable) continue
      const control = all.nth(i)
      if (c.tag === 'select') {
        if (c.value !== '' || c.options.length === 0) continue
        const value = c.options[0]!
        await control.selectOption(value)
        answers.push({ name: c.name, label: c.label, value, how: 'chosen' })
        changed = true
      } else if (c.type === 'radio') {
        if (groupsDone.has(c.name)) continue
        groupsDone.add(c.name)
        if (controls.some((o) => o.type === 'radio' && o.name === c.name && o.checked)) continue
        await control.check()
        answers.push({ name: c.name, label: c.label, value: c.value, how: 'chosen' })
        changed = true
      } else if (c.type === 'checkbox') {
        const group = controls.filter((o) => o.type === 'checkbox' && o.name === c.name)
        const needed = c.required || (group.length > 1 && c.groupRequired && !group.some((o) => o.checked))
        if (c.checked || !needed || groupsDone.has(c.name)) continue
        if (group.length > 1) groupsDone.add(c.name)
        await control.check()
        answers.push({ name: c.name, label: c.label, value: c.value, how: 'ticked' })
        changed = true
      } else if (c.value === '') {
        await control.fill(typed(c, who))
        // What the field took (its length limit may cut what was typed) is what the shopper sent.
        answers.push({ name: c.name, label: c.label, value: await control.inputValue(), how: 'typed' })
        changed = true
      }
    }
    if (!changed) return
    // The appointment picker loads its times after the day is chosen.
    await form.page().waitForTimeout(150)
  }
}

/** The button that moves the form on: its submit button when shown, else Next. */
export async function pressOn(form: Locator): Promise<'submitted' | 'next' | 'stuck'> {
  const submit = form.locator('button[type="submit"]:visible')
  if (await submit.count()) {
    await submit.first().click()
    return 'submitted'
  }
  const next = form.getByRole('button', { name: /^(Next|Continue)/ })
  if (await next.count()) {
    await next.first().click()
    return 'next'
  }
  return 'stuck'
}

/** Waits for pickers that are still loading their times. */
export async function settled(form: Locator): Promise<void> {
  await form.getByText('Loading available times…').waitFor({ state: 'detached', timeout: 15_000 })
}
