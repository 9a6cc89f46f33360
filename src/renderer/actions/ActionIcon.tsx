import type { IconName } from '../../ground/screenLanguage/types';
import { iconComponents } from '../../ui/iconComponents';

/** The icon an action or menu entry names, 16 px. */
export function ActionIcon({ name }: { name: IconName | undefined }) {
  if (!name) return null;
  const Icon = iconComponents[name];
  return <Icon size={16} stroke={1.8} aria-hidden />;
}
