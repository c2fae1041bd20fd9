// The worker thread that solves the forms' proof of work (proof.ts): altcha-lib's own worker
// protocol, with its Web Crypto key derivation. The embeds' build makes it a file of its own beside
// the chunks (embed/bundler/build-embeds.ts); nothing imports it.
import { handler } from "altcha-lib/workers/shared";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

handler({ deriveKey });
