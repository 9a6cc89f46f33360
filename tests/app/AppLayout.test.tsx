import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../src/app/AppLayout';
import type { MenuEntry } from '../../src/app/buildMenus';

const side: MenuEntry[] = [
  { to: '/', label: 'home.title', icon: 'home', order: 10 },
  { to: '/jobs', label: 'jobs.title', icon: 'briefcase', order: 20 },
  { to: '/profile', label: 'profile.title', icon: 'user', order: 30 },
];

/** A screen whose width matches Mantine's `sm` breakpoint or not. */
function stubScreenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  }));
}

function renderFrame() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <AppLayout title="Home" side={side} bottom={[]} showBack={false}><p>The screen</p></AppLayout>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('navigation', { hidden: true, name: 'menu.side' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the frame', () => {
  it('draws the side menu\'s links on a phone only once the menu is opened, and keeps them for its closing slide', () => {
    stubScreenWidth(false);
    const sideMenu = renderFrame();
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(within(sideMenu).queryAllByRole('link', { hidden: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'menu.toggle' }));
    expect(within(sideMenu).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual(['/', '/jobs', '/profile']);
    fireEvent.click(screen.getByRole('button', { name: 'menu.toggle' }));
    expect(within(sideMenu).getAllByRole('link', { hidden: true })).toHaveLength(3);
  });

  it('draws the side menu\'s links at once where the menu stays open beside the screen', () => {
    stubScreenWidth(true);
    const sideMenu = renderFrame();
    expect(within(sideMenu).getAllByRole('link', { hidden: true })).toHaveLength(3);
  });
});
