// @ts-check
/**
 * The contact functions' own settings: a local run's scaled-down delivery timing. Declared here once,
 * for the functions (which read them at their start and refuse a bad value) and for the local site
 * (which checks them before it starts the functions, and whose table in the README lists them).
 * Production sets neither. Plain JavaScript, so the Node tools read it too.
 */
import { positiveMillisecondsSetting } from './settings.mjs';

export const contactDeliverySettings = {
  contactDeliveryRetryMs: positiveMillisecondsSetting({
    name: 'CONTACT_DELIVERY_RETRY_MS',
    default: undefined,
    defaultText: 'production timing (1 minute)',
    description:
      "The local delivery function's first wait after a failed e-mail; the sweep's grace is twice it, the longest wait four times (tests).",
  }),
  contactDeliveryLeaseMs: positiveMillisecondsSetting({
    name: 'CONTACT_DELIVERY_LEASE_MS',
    default: undefined,
    defaultText: 'production timing (2 minutes)',
    description: "How long the local delivery function's claim on a message is exclusive (tests).",
  }),
};
