/** « a, b et c »: items joined as a French sentence lists them. */
export function frenchList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}
