// The analyzer's command line as a function (cli.js), which its own types (index.d.ts) leave out.
declare module "@custom-elements-manifest/analyzer/cli.js" {
  /** `argv` as after `cem`; `noWrite` returns the manifest without writing it. */
  export function cli(options?: {
    argv?: string[];
    cwd?: string;
    noWrite?: boolean;
  }): Promise<unknown>;
}
