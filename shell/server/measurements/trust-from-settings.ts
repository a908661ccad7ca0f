import { proxyNetworks } from './client-address';
import { MIN_SECRET_LENGTH } from './page-token';

interface MeasurementTrustSettings {
  cloudRunService?: string;
  measurementTokenSecret?: string;
  measurementProxyHops?: string;
  measurementProxyNetworks?: string;
  measurementClientSharePercent: number;
}

/**
 * How the composer service signs its pages' tokens and tells clients apart, from its settings
 * (settings.ts): the shared secret (MEASUREMENT_TOKEN_SECRET; without it each process draws its own,
 * which on Cloud Run means a page's beacons count only at the instance that served it, so it warns),
 * the client share, and the proxies in front (Hosting and Google's front end on Cloud Run).
 */
export function measurementTrustFromSettings(
  {
    cloudRunService,
    measurementTokenSecret,
    measurementProxyHops,
    measurementProxyNetworks,
    measurementClientSharePercent,
  }: MeasurementTrustSettings,
  warn: (message: string) => void = (message) => console.warn(message),
) {
  if (measurementTokenSecret !== undefined && measurementTokenSecret.length < MIN_SECRET_LENGTH) {
    // Never the value itself: it is a secret.
    throw new Error(`MEASUREMENT_TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  if (measurementTokenSecret === undefined && cloudRunService) {
    warn(
      '[composer] MEASUREMENT_TOKEN_SECRET is not set: this instance signs page tokens with a secret of its own, so beacons that reach another instance are refused.',
    );
  }
  const networks = (measurementProxyNetworks ?? '').split(' ').filter((network) => network !== '');
  try {
    proxyNetworks(networks);
  } catch (error) {
    throw new Error(`MEASUREMENT_PROXY_NETWORKS: ${(error as Error).message}`);
  }
  return {
    proxyNetworks: networks,
    tokenSecret: measurementTokenSecret,
    clientSharePercent: measurementClientSharePercent,
    proxyHops: measurementProxyHops === undefined ? (cloudRunService ? 2 : 0) : Number(measurementProxyHops),
  };
}
