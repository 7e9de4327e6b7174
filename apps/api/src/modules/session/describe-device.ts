import { createHash } from 'node:crypto';
import Bowser from 'bowser';

/** « Firefox sur Windows », « Safari sur iOS (mobile) » from a user agent; a generic name without one. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Appareil inconnu';
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName() || 'Navigateur inconnu';
  const os = parser.getOSName();
  const mobile = parser.getPlatformType() === 'mobile' || parser.getPlatformType() === 'tablet';
  return `${browser}${os ? ` sur ${os}` : ''}${mobile ? ' (mobile)' : ''}`;
}

/** What makes a browser « the same » for login alerts: its name, system and kind of device, not its version. */
export function browserKeyOf(userAgent: string | null): string {
  if (!userAgent) return createHash('sha256').update('inconnu').digest('hex');
  const parser = Bowser.getParser(userAgent);
  const key = [parser.getBrowserName(), parser.getOSName(), parser.getPlatformType()].join('|').toLowerCase();
  return createHash('sha256').update(key).digest('hex');
}
