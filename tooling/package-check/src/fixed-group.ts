/** The part of .changeset/config.json this checks. */
export type ChangesetConfig = { fixed: string[][]; changelog: unknown }

/** Problems with the `fixed` group: every public package must be in one group, and nothing else. */
export function fixedGroupProblems(config: ChangesetConfig, publicNames: string[]): string[] {
  if (config.fixed.length !== 1) return [`expected one fixed group, found ${config.fixed.length}`]
  const group = new Set(config.fixed[0])
  const publicSet = new Set(publicNames)
  return [
    ...publicNames
      .filter((name) => !group.has(name))
      .map((name) => `${name} is missing from the fixed group`),
    ...[...group]
      .filter((name) => !publicSet.has(name))
      .map((name) => `${name} is in the fixed group but is not a public package`),
  ]
}
