import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** Prints `N passed, N failed` as the suite's last line (CI and the README quote it). Timeouts and crashes count as failed. */
export default class SummaryReporter implements Reporter {
  private readonly outcome = new Map<string, boolean>()

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return
    this.outcome.set(test.id, result.status === 'passed')
  }

  onEnd(result: FullResult) {
    const passed = [...this.outcome.values()].filter(Boolean).length
    const failed = this.outcome.size - passed
    // A run that never reached its tests (server failed to start) is a failure, not "0 failed".
    const notRun = result.status !== 'passed' && this.outcome.size === 0 ? 1 : 0
    console.log(`${passed} passed, ${failed + notRun} failed`)
  }

  printsToStdio() {
    return false
  }
}
