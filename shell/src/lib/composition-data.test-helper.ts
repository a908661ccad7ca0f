import { COMPOSITION_DATA_ID } from './composition-data';

/** Puts the composer's page data into the document, as a composed page carries it. */
export function writeCompositionData(data: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = COMPOSITION_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

/** Takes the page data out again: the next page is a plain shell document. */
export function removeCompositionData(): void {
  document.getElementById(COMPOSITION_DATA_ID)?.remove();
}
