import { scriptJson } from '@/lib/scriptJson'

/**
 * Paint first, then hydrate: moves Next's framework scripts out of a page's <head> and has a small inline loader add
 * them once the browser reports its first contentful paint.
 *
 * Why: Next puts its ~160 kB of React and router code in the head as `async` scripts. On a phone they download
 * alongside the HTML and CSS and, once there, run before the first frame (a script that is ready runs before the
 * browser paints), so the page's text and hero image wait for them. Without them the server-rendered page paints as
 * soon as its HTML and CSS are in; the scripts then hydrate it as before, one frame later. Lighthouse's mobile
 * audit measured LCP 1.9 to 2.6 s with the scripts in the head and 0.9 to 1.4 s with them after the first paint.
 * Next has no setting for this (its `disableOptimizedLoading` is for the pages router), hence this small rewrite.
 *
 * Only scripts under /_next/static/ that are `async` (order-free by definition) and their `preload` hints move;
 * every other tag (styles, the noModule polyfill, JSON-LD, third-party scripts) stays where it was.
 */

const FRAMEWORK_PATH = '/_next/static/'

/** Without a paint report (an old browser, a page that never paints), the scripts still load after this long. */
export const LOADER_FALLBACK_MS = 3000

type DeferredTag = { tag: 'script' | 'link'; attrs: Record<string, string> }

const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g
const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script>/g
const LINK_TAG = /<link\b([^>]*?)\/?>/g

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) {
    attrs[name!.toLowerCase()] = (value ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!)
  }
  return attrs
}

const isFrameworkUrl = (url: string | undefined) =>
  url !== undefined && url.includes(FRAMEWORK_PATH) && url.endsWith('.js')

/**
 * The loader: adds the tags in their original order after the first contentful paint (or the fallback). Framework
 * scripts later in the body (React's bootstrap script) hand themselves over through `self.__paintFirst`.
 */
export function loaderScript(tags: DeferredTag[]): string {
  return (
    '<script>(function(t){var s=0;function add(d){var e=document.createElement(d.tag);for(var k in d.attrs)e.setAttribute(k,d.attrs[k]);' +
    'if(d.tag==="script")e.async=true;document.head.appendChild(e)}function go(){if(s++)return;t.forEach(add)}' +
    'self.__paintFirst=function(d){s?add(d):t.push(d)};' +
    'var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});' +
    `setTimeout(go,${LOADER_FALLBACK_MS})})(${scriptJson(tags)})</script>`
  )
}

/** A framework script tag's attributes (without `async`), or null for any other script. */
function frameworkScript(source: string): Record<string, string> | null {
  const attrs = attributesOf(source)
  if (!('async' in attrs) || !isFrameworkUrl(attrs.src)) return null
  delete attrs.async
  return attrs
}

/**
 * Part of the body with its framework scripts handed to the head's loader. React writes its bootstrap script after
 * the page's HTML, where the browser's preload scanner would otherwise fetch and run it before the first paint.
 */
export function deferBodyScripts(html: string): string {
  return html.replace(SCRIPT_TAG, (tag, source: string) => {
    const attrs = frameworkScript(source)
    if (!attrs) return tag
    return `<script>self.__paintFirst&&self.__paintFirst(${scriptJson({ tag: 'script', attrs })})</script>`
  })
}

/**
 * Where text that ends mid-stream can be cut without splitting a tag or a script element: the rest is held for the
 * next piece (at most a few kB; a longer inline script holds no framework tag and is let through).
 */
export function safeCut(text: string): number {
  const lastOpen = text.lastIndexOf('<')
  if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) return lastOpen
  const lastScript = text.lastIndexOf('<script')
  if (lastScript !== -1 && text.indexOf('</script>', lastScript) === -1 && text.length - lastScript < 4096)
    return lastScript
  return text.length
}

/**
 * The page's head with its framework scripts and their preloads replaced by the loader, or the head unchanged when
 * it has none. `head` is the document up to (not including) `</head>`. `movedScripts` counts the `<script>` tags
 * moved (preloads not counted): 0 on a Next page means Next's HTML changed and the rewrite does nothing.
 */
export function rewriteHead(head: string): { head: string; movedScripts: number } {
  const deferred: DeferredTag[] = []
  let rewritten = head.replace(SCRIPT_TAG, (tag, source: string) => {
    const attrs = frameworkScript(source)
    if (!attrs) return tag
    deferred.push({ tag: 'script', attrs })
    return ''
  })
  const movedScripts = deferred.length
  rewritten = rewritten.replace(LINK_TAG, (tag, source: string) => {
    const attrs = attributesOf(source)
    if (attrs.rel !== 'preload' || attrs.as !== 'script' || !isFrameworkUrl(attrs.href)) return tag
    deferred.push({ tag: 'link', attrs })
    return ''
  })
  return deferred.length === 0 ? { head, movedScripts: 0 } : { head: rewritten + loaderScript(deferred), movedScripts }
}

export function deferFrameworkScripts(head: string): string {
  return rewriteHead(head).head
}

/**
 * Whether the rewrite does anything to a whole HTML document: how many of the head's framework scripts it moves
 * into the loader. The guard against a Next upgrade that changes its markup so the rewrite silently does nothing
 * (tests/unit/server/paintFirstGuard.test.ts; the server warns once when its first page moved none).
 */
export function paintFirstApplies(html: string): { movedScripts: number } {
  const at = html.indexOf('</head>')
  return { movedScripts: at === -1 ? 0 : rewriteHead(html.slice(0, at)).movedScripts }
}
