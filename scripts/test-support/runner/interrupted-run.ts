// `npm test`'s runner with one layer that never ends, for scripts/test-runner.test.ts to interrupt.
import { runTests } from "../../test-runner";

const hang = `process.on("SIGTERM", () => {}); console.log("started " + process.pid); setInterval(() => {}, 1000);`;
process.exit(
  await runTests({ limits: { hangs: 600 }, graceSeconds: 1 }, async (run) => {
    await run.check("hangs", process.execPath, ["-e", hang]);
    await run.check("hangs", process.execPath, ["-e", "console.log('never started')"]);
  }),
);
