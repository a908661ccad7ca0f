import { act, render } from '@testing-library/react';
import { use } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeCompositionData } from '../../lib/composition-data.test-helper';
import { RemoteArea } from './RemoteArea';
import { loadAreaRoutes, loadAreaRoutesWithinBudget } from './remote-loader';

vi.mock('./remote-loader', () => ({
  // The code never comes in these tests: what matters is which way the area asked for it.
  loadAreaRoutes: vi.fn(() => new Promise(() => undefined)),
  loadAreaRoutesWithinBudget: vi.fn(() => new Promise(() => undefined)),
  forgetRemote: vi.fn(),
}));

/** Suspends the whole page render once, outside any boundary: React throws that render away and starts again. */
function rendersTwice(): { Sibling: () => null; release: () => void } {
  let release: () => void = () => undefined;
  const pending = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    Sibling: () => {
      use(pending);
      return null;
    },
    release,
  };
}

describe('the area of a composed page', () => {
  beforeAll(() => writeCompositionData({ area: { remote: 'mf_contact', buildId: 'b1' }, remotes: {} }));
  afterEach(() => vi.clearAllMocks());

  it('keeps the server HTML when React throws its first render away (an input while hydrating), and only there', async () => {
    const { Sibling, release } = rendersTwice();
    const page = await act(async () =>
      render(
        <>
          <RemoteArea remote="mf_contact" />
          <Sibling />
        </>,
      ),
    );
    expect(page.container.innerHTML, 'the first render was thrown away').toBe('');
    await act(async () => release());
    expect(page.getByRole('status'), 'the second render was committed').toBeDefined();

    // Both renders asked for the code of the area that waits on the server's HTML, as one load:
    // none for the area that would give way to the fallback past the load budget.
    expect(loadAreaRoutes).toHaveBeenCalledTimes(1);
    expect(loadAreaRoutesWithinBudget).not.toHaveBeenCalled();

    // Once that area was committed, a later visit to the area starts without server HTML.
    page.unmount();
    await act(async () => render(<RemoteArea remote="mf_contact" />));
    expect(loadAreaRoutesWithinBudget).toHaveBeenCalledTimes(1);
    expect(loadAreaRoutes).toHaveBeenCalledTimes(1);
  });
});
