// @ts-check
/**
 * What `npm run messages` was asked: list (all, or one person's with --from), erase one person's
 * messages (--erase), as JSON (--json), on the local emulator or on a Firebase project (--project).
 */

/**
 * @typedef {{ action: 'list' | 'erase', email: string | null, json: boolean, projectId: string | null }} MessagesCommand
 */

export const MESSAGES_USAGE = `Usage: npm run messages [-- [--from <e-mail> | --erase <e-mail>] [--json] [--project <firebase project id>]]`;

/**
 * @param {readonly string[]} args the arguments after the script name
 * @returns {MessagesCommand}
 */
export function parseMessagesCommand(args) {
  /** @type {MessagesCommand} */
  const command = { action: 'list', email: null, json: false, projectId: null };
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index];
    const value = () => {
      const next = args[index + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${argument} needs a value. ${MESSAGES_USAGE}`);
      index += 1;
      return next;
    };
    if (argument === '--json') command.json = true;
    else if (argument === '--from' || argument === '--erase') {
      if (command.email !== null) throw new Error(`Give one of --from and --erase, once. ${MESSAGES_USAGE}`);
      command.email = value();
      if (argument === '--erase') command.action = 'erase';
    } else if (argument === '--project') command.projectId = value();
    else throw new Error(`Unknown argument ${argument}. ${MESSAGES_USAGE}`);
  }
  return command;
}

/**
 * One person's messages: the address compared without case and surrounding spaces.
 * @param {string} email
 */
export function sameSender(email) {
  const wanted = email.trim().toLowerCase();
  return (/** @type {unknown} */ stored) => typeof stored === 'string' && stored.trim().toLowerCase() === wanted;
}

const formatTime = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/**
 * The delivery state of a message in words, from its `delivery` record (none yet: pending).
 * @param {unknown} delivery
 */
export function deliveryLine(delivery) {
  const record =
    typeof delivery === 'object' && delivery !== null ? /** @type {Record<string, unknown>} */ (delivery) : {};
  const attempts = typeof record.attempts === 'number' ? record.attempts : 0;
  const tries = `${attempts} ${attempts === 1 ? 'poging' : 'pogingen'}`;
  const time = (/** @type {unknown} */ value) =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatTime.format(new Date(value)) : '?';
  // An attempt whose lease ran out without a result may have sent it: the agency may have it twice.
  const twice = record.maybeSentTwice === true ? '; mogelijk twee keer verzonden, met dezelfde Message-ID' : '';
  switch (record.state) {
    case 'sent':
      return `e-mail: verzonden ${time(record.sentTime)} (${tries}${twice})`;
    case 'sending':
      return `e-mail: wordt verzonden (${tries}${twice})`;
    case 'failed':
      return `e-mail: mislukt (${tries}${twice}), laatste fout: ${String(record.lastError ?? '?')}`;
    default:
      return 'e-mail: wacht op verzending (pending)';
  }
}
