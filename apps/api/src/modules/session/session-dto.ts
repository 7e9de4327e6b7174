import type { SessionSummary as SessionDto } from '@dirigeo/schemas';
import { describeDevice } from './describe-device.ts';
import type { SessionSummary } from './session-summary.ts';

/** A session as the API answers it (`sessionSummarySchema`): the device named, dates in ISO. */
export function toSessionDto(session: SessionSummary): SessionDto {
  return {
    id: session.id,
    device: describeDevice(session.userAgent),
    ip: session.ip,
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    current: session.current,
  };
}
