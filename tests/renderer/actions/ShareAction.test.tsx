import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ActionSpec, LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { mockApi } from '../mockApi';

const shareDocument: ActionSpec = { id: 'share', kind: 'share', label: 'handOffs.share', share: { endpoint: '/documents/{{ id }}/file' } };
const detail: LayoutSpec = {
  layout: 'detail',
  source: { endpoint: '/documents/{{ $params.id }}' },
  sections: [{ id: 'main', fields: [{ label: 'documents.caption', path: 'caption' }], actions: [shareDocument] }],
};
const answers = {
  'GET /documents/4': { data: { id: 4, caption: 'Site rules' } },
  'GET /documents/4/file': {
    data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Site rules.pdf"' },
  },
};

/** Web Share as a phone has it: `canShare` says yes to files, `share` does what the test says. */
function stubWebShare(share: (data?: ShareData) => Promise<void>) {
  const shared = vi.fn(share);
  Object.assign(navigator, { canShare: (data?: ShareData) => (data?.files?.length ?? 0) > 0, share: shared });
  return shared;
}
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>)['canShare'];
  delete (navigator as unknown as Record<string, unknown>)['share'];
});

describe('share action', () => {
  it("fetches the file through the api and hands it to the share sheet under the server's name", async () => {
    const shared = stubWebShare(async () => undefined);
    mockApi(answers);
    renderLayout(detail, { params: { id: '4' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(shared).toHaveBeenCalledTimes(1));
    const file = shared.mock.calls[0]?.[0]?.files?.[0];
    expect(file?.name).toBe('Site rules.pdf');
    expect(file?.type).toBe('application/pdf');
    expect(await file?.text()).toBe('%PDF-1.7');
  });

  it('is not drawn where the browser cannot share files', async () => {
    mockApi(answers);
    renderLayout(detail, { params: { id: '4' } });
    await screen.findByText('Site rules');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('keeps the file when the share sheet would not open after the fetch, and shares it on the next tap', async () => {
    let refusals = 1;
    const shared = stubWebShare(async () => {
      if (refusals-- > 0) throw new DOMException('No user activation', 'NotAllowedError');
    });
    const seen = mockApi(answers);
    const { environment } = renderLayout(detail, { params: { id: '4' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'info', message: 'handOffs.shareTapAgain' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(shared).toHaveBeenCalledTimes(2));
    expect(seen.filter((request) => request.url === '/documents/4/file')).toHaveLength(1);
  });
});
