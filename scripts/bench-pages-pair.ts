/**
 * `npm run bench:pages-pair`: the same shopper pages on two running servers, measured in turns, to tell whether one
 * build serves them as fast as another (issue 29.3: "bench:pages stays within 10% of today").
 *
 * Two runs of `npm run bench:pages` minutes apart differ by up to 20% on this 2-core machine, so comparing two builds
 * from two runs shows noise. Here both servers run at once and are loaded in turns (A then B, then B then A, …),
 * each turn `PAIR_SECONDS` (6) at 10 connections, `PAIR_ROUNDS` (3) rounds. Printed per page: the requests per second
 * of every turn, the ratio of the medians (B over A), and the server's own CPU time per request (from /proc, the
 * figure least moved by the load generator sharing the cores). Ends with `N passed, N failed`: a page passes when B
 * answers at least 90% of A's requests per second.
 *
 * Start the servers first, each on data of the same size, e.g. the 11,280 cars `npm run bench:pages` left in each
 * checkout's .data/bench: the older build from a worktree (`git worktree add ../before <commit>`) with
 * `PORT=3500 DATA_DIR=.data/bench EMBEDDED_PG_PORT=54400 SEARCH_PORT=7800 NEXT_DIST_DIR=.next-bench npm start`, this one
 * with 3510, 54410, 7810, then `PAIR_PORTS=3500,3510 npm run bench:pages-pair`.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { firstCarPath } from './lib/hostRequest'
import { loadTest } from './lib/loadTest'
import { verdicts } from './lib/verdicts'

const [portA, portB] = (process.env.PAIR_PORTS ?? '3500,3510').split(',').map(Number) as [number, number]
const SECONDS = Number(process.env.PAIR_SECONDS ?? 6)
const ROUNDS = Number(process.env.PAIR_ROUNDS ?? 3)
const LIMIT = 0.9
const PAGES: { site: string; path: string }[] = [
  { site: 'harbour-toyota', path: '/' },
  { site: 'harbour-toyota', path: '/search' },
  { site: 'harbour-toyota', path: '/special-offers' },
  { site: 'metro-used-cars', path: '/' },
  { site: 'metro-used-cars', path: '/search' },
  { site: 'metro-used-cars', path: '/special-offers' },
  { site: 'metro-used-cars', path: 'a car' },
]

const { check, finish } = verdicts()

/** The process listening on `port` (ss), whose CPU time is read. */
function pidOn(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(out)?.[1]
  if (!pid) throw new Error(`nothing listens on port ${port}: start the server first`)
  return Number(pid)
}

/** User and system CPU time of a process in ms (/proc/{pid}/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!

type Side = { port: number; pid: number; paths: string[]; rps: number[][]; cpu: number[][] }
const sides: Side[] = []
for (const port of [portA, portB]) {
  const paths: string[] = []
  for (const page of PAGES) {
    const host = `${page.site}.localhost:${port}`
    const path = page.path === 'a car' ? await firstCarPath(port, host) : page.path
    paths.push(path)
    await loadTest(`http://127.0.0.1:${port}${path}`, { connections: 10, seconds: 2, host })
  }
  sides.push({ port, pid: pidOn(port), paths, rps: PAGES.map(() => []), cpu: PAGES.map(() => []) })
}

for (let round = 0; round < ROUNDS; round++)
  for (const [i, page] of PAGES.entries())
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const before = cpuMs(side.pid)
      const result = await loadTest(`http://127.0.0.1:${side.port}${side.paths[i]}`, {
        connections: 10,
        seconds: SECONDS,
        host: `${page.site}.localhost:${side.port}`,
      })
      if (result.failed > 0) throw new Error(`${page.site} ${page.path} on ${side.port}: ${result.failed} failed`)
      side.rps[i]!.push(result.rps)
      side.cpu[i]!.push(((cpuMs(side.pid) - before) * 1000) / (result.rps * SECONDS))
    }

const [a, b] = sides as [Side, Side]
console.log(
  `\nTwo servers in turns (A on ${a.port}, B on ${b.port}), ${ROUNDS} rounds of ${SECONDS} s at 10 connections`,
)
console.log('| page | A req/s | B req/s | B/A | server CPU µs/request, A / B |\n|---|---|---|---:|---|')
const ratios: number[] = []
for (const [i, page] of PAGES.entries()) {
  const ratio = median(b.rps[i]!) / median(a.rps[i]!)
  ratios.push(ratio)
  const turns = (side: Side) => side.rps[i]!.map((r) => r.toFixed(0)).join(' / ')
  console.log(
    `| ${page.site} ${page.path} | ${turns(a)} | ${turns(b)} | ${ratio.toFixed(2)} | ${median(a.cpu[i]!).toFixed(0)} / ${median(b.cpu[i]!).toFixed(0)} |`,
  )
}
for (const [i, page] of PAGES.entries())
  check(
    ratios[i]! >= LIMIT,
    `${page.site} ${page.path}: B answers ${(ratios[i]! * 100).toFixed(0)}% of A's requests per second (at least ${LIMIT * 100}%)`,
  )
finish()
