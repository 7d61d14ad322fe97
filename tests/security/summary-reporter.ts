import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints `N passed, N failed` as the suite's last line (CI and the README quote it). Timeouts, crashes and tests that
 * never ran because a hook before them failed all count as failed.
 */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined
  private readonly outcome = new Map<string, TestResult['status']>()

  onBegin(_config: FullConfig, suite: Suite) {
    this.root = suite
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.outcome.set(test.id, result.status)
  }

  onEnd(result: FullResult) {
    const tests = this.root?.allTests() ?? []
    const passed = tests.filter((t) => this.outcome.get(t.id) === 'passed').length
    const failed = tests.length - passed
    // A run that never reached its tests (the server did not start) is a failure, not "0 failed".
    console.log(`${passed} passed, ${failed + (tests.length === 0 && result.status !== 'passed' ? 1 : 0)} failed`)
  }

  printsToStdio() {
    return false
  }
}
