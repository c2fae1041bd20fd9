// The newsletter stand-in's part of the Worker's asks (contracts' subscribers.ts), as the Apps
// Script answers them: heard only with the endpoint's key, which in development is a constant.
import { LOCAL_ENDPOINT_KEY, type EndpointAsk } from "@marketing/contracts";

/** The Worker's asks in a body, or undefined when it does not carry the key (anyone's post). */
export function workerAsk(
  body: Record<string, unknown> | undefined,
): Omit<EndpointAsk, "endpointKey"> | undefined {
  if (body?.endpointKey !== LOCAL_ENDPOINT_KEY) return undefined;
  return {
    ...(body.mailsConfirmation === true ? { mailsConfirmation: true } : {}),
    ...(body.syncsMailingTool === true ? { syncsMailingTool: true } : {}),
  };
}
