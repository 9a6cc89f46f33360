import { Button, Stack } from '@mantine/core';
import { useTexts } from '../texts';
import type { IconName } from '../../ground/screenLanguage/types';
import type { useTransfer } from '../files/useTransfer';
import { TransferBar } from '../files/TransferBar';
import { ActionIcon } from './ActionIcon';

interface FileTransferButtonProps {
  label: string;
  icon: IconName;
  /** The file's fetch under way (its percent, and its Cancel). */
  transfer: ReturnType<typeof useTransfer>;
  onClick: () => void;
  fullWidth?: boolean;
}

/** The button of an action that fetches a file (download, share), busy while it comes, with its progress bar below. */
export function FileTransferButton({ label, icon, transfer, onClick, fullWidth }: FileTransferButtonProps) {
  const { t } = useTexts();
  return (
    <Stack gap="xs" w={fullWidth ? '100%' : undefined}>
      <Button variant="light" fullWidth={fullWidth} loading={transfer.active} leftSection={<ActionIcon name={icon} />} onClick={onClick}>
        {t(label)}
      </Button>
      {transfer.active && <TransferBar direction="download" percent={transfer.percent} onCancel={transfer.cancel} />}
    </Stack>
  );
}
