/**
 * A slug not yet used on the site: the wanted one, else `-2`, `-3`, … (car slugs are unique per site). It marks
 * the slug taken, so a batch (a stock import's new cars) never hands the same one out twice.
 */
export function freeSlug(wanted: string, taken: Set<string>): string {
  let slug = wanted
  for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`
  taken.add(slug)
  return slug
}
