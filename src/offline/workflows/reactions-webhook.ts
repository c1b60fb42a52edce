import { done, failed, type Reaction } from './reaction-types';
import { buildWorkflowCall, sendWorkflowCall } from './webhook-call';
import { webhookValues } from './webhook-values';

/**
 * SendDataWithWebhook: one HTTP call (no retries; unrelated to API webhooks). A 2xx answer
 * is Done, anything else Failed; in the browser the call is recorded as not sent (Done).
 */
export const sendDataWithWebhook: Reaction = async ({ ctx, project, action }) => {
  const request = buildWorkflowCall(action, webhookValues(ctx, project, ctx.origin));
  const result = await sendWorkflowCall(request);
  const what = `${request.method} ${request.url}`;
  if (!result.sent) return done(`${what}: ${result.note}`);
  if (result.httpStatus === null) return failed(`${what} failed: ${result.error}`);
  const answer = `${what} answered HTTP ${result.httpStatus}.`;
  return result.httpStatus >= 200 && result.httpStatus < 300 ? done(answer) : failed(answer);
};
