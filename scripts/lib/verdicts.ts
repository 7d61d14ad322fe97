/** The PASS/FAIL lines of the issue-9 suites and their closing `N passed, N failed`. */
export function verdicts() {
  let passed = 0
  let failed = 0
  return {
    check(ok: boolean, text: string): void {
      if (ok) passed++
      else failed++
      console.log(`${ok ? 'PASS' : 'FAIL'} ${text}`)
    },
    /** Prints the summary line and exits non-zero when anything failed. */
    finish(): never {
      console.log(`${passed} passed, ${failed} failed`)
      process.exit(failed > 0 ? 1 : 0)
    },
  }
}
