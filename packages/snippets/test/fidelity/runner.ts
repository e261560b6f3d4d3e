/** What running a snippet printed and how it ended. */
export type RunResult = { exitCode: number; stdout: string; stderr: string }

/**
 * How to execute the snippets of one language for the fidelity suite: whether its toolchain is on this
 * machine, and how to run one snippet (a complete program as the target writes it) in a scratch directory.
 * `files` are the sample files a snippet refers to by name (multipart files, byte bodies), written into
 * `workDir` before it runs.
 */
export type SnippetRunner = {
  /** The snippet language, as `generateSnippet` names it. */
  language: string
  /** Why it cannot run here (e.g. `go not found; apt-get install golang-go`), or undefined when it can. */
  unavailable: () => string | undefined
  run: (code: string, workDir: string) => Promise<RunResult>
}
