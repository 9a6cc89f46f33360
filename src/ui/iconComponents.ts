import {
  IconBriefcase, IconBuilding, IconCalendar, IconCalendarEvent, IconCamera, IconCash, IconChartBar, IconCheck,
  IconChecklist, IconClipboard, IconCopy, IconDownload, IconEdit, IconFile, IconFileText, IconFileInvoice, IconHelp,
  IconHome, IconInfoCircle, IconLock, IconLogout, IconMail, IconMapPin, IconPhone, IconPlus, IconReceipt, IconSchool,
  IconSearch, IconSettings, IconShare, IconSignature, IconStar, IconTrash, IconUpload, IconUser, IconUsers, IconX, type Icon,
} from '@tabler/icons-react';
import type { IconName } from '../ground/screenLanguage/types';

/** The icon for each name the spec language allows (`iconNames`). */
export const iconComponents: Record<IconName, Icon> = {
  home: IconHome, briefcase: IconBriefcase, calendar: IconCalendar, 'calendar-event': IconCalendarEvent,
  users: IconUsers, user: IconUser, file: IconFile, 'file-text': IconFileText, signature: IconSignature,
  cash: IconCash, receipt: IconReceipt, invoice: IconFileInvoice, mail: IconMail, school: IconSchool,
  clipboard: IconClipboard, 'map-pin': IconMapPin, check: IconCheck, x: IconX, trash: IconTrash, plus: IconPlus,
  copy: IconCopy, edit: IconEdit, logout: IconLogout, info: IconInfoCircle, help: IconHelp, settings: IconSettings,
  chart: IconChartBar, star: IconStar, lock: IconLock, phone: IconPhone, camera: IconCamera, download: IconDownload,
  upload: IconUpload, checklist: IconChecklist, building: IconBuilding, search: IconSearch,
  share: IconShare,
};
