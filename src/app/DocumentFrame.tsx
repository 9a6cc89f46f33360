import type { ReactNode } from 'react';
import { Box, Stack, Title } from '@mantine/core';
import classes from './DocumentFrame.module.css';

/**
 * The page around a public screen drawn as a document (`frame: document`, e.g. an invoice opened from a shared link):
 * its title and nothing of the app around it, a page's width, and a print without the screen's buttons.
 */
export function DocumentFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" maw={820} mx="auto" py="lg" px="md" className={classes.document}>
      <Stack>
        <Title order={1} size="h2">{title}</Title>
        {children}
      </Stack>
    </Box>
  );
}
