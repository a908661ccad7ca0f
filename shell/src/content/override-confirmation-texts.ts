/**
 * The confirmation a page shows before a developer's override from a link starts
 * (features/remote-overrides/override-confirmation.ts): nothing of the override loads before "Doorgaan".
 */

/** How the origin is named when it is this computer (a dev server of `pnpm dev:remote`). */
export const thisComputer = 'deze computer';

export const overrideConfirmationText = {
  title: 'Ontwikkelcode op deze site uitvoeren?',
  intro: 'Deze link vraagt om een deel van de site te vervangen door code van elders:',
  remoteLabel: 'Onderdeel',
  originLabel: 'Herkomst',
  warning:
    'Als je doorgaat, draait er ontwikkelcode op deze site, in deze browser, tot je dit tabblad sluit of op Herstel klikt. Die code kan alles zien wat je op de site invult. Ga alleen door als je deze code zelf ontwikkelt of de afzender vertrouwt.',
  cancel: 'Annuleren',
  confirm: 'Doorgaan',
} as const;
