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
