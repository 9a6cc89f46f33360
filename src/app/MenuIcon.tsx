import type { IconName } from '../ground/screenLanguage/types';
import { iconComponents } from '../ui/iconComponents';

/** A menu entry's icon. */
export function MenuIcon({ name, size = 20 }: { name: IconName; size?: number }) {
  const Icon = iconComponents[name];
  return <Icon size={size} stroke={1.7} aria-hidden />;
}
