/**
 * The item a selection names (`?plan=`, `?order=`, `?report=`, `?shipment=`, an offer): the one with
 * that id, or the first for a missing, empty or unknown id; undefined for an empty list.
 */
export function itemOrFirst<T extends { readonly id: string }>(
  id: string | null | undefined,
  list: readonly T[],
): T | undefined {
  return list.find((item) => item.id === id) ?? list[0];
}
