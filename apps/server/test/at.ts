/** The item at an index, or a failed test: for lists a test has just read and relies on. */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index]
  if (item === undefined)
    throw new Error(`expected an item at ${index} (the list has ${list.length})`)
  return item
}
