import { useMemo } from 'react';
import { openLink } from './openLink';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RendererEnvironment } from '../renderer/RendererEnvironment';
import { accessProbe, can } from '../session/can';
import type { Session } from '../session/sessionTypes';
import { showToast } from '../ui/showToast';
import { useConfirm } from '../ui/ConfirmProvider';
import { customComponents } from './customComponents';
import { screenScope } from './screenScope';

/** Builds what the renderer needs from the app: the session's access, route params, toasts, confirm, navigation. */
export function useAppRendererEnvironment(session: Session | null): RendererEnvironment {
  const params = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      access: accessProbe(session),
      can: (rule) => can(session, rule).allowed,
      scope: screenScope(session, params),
      notify: ({ type, message }) => showToast({ type, message: t(message) }),
      confirm,
      navigate: (to) => openLink(to, (path) => void navigate(path)),
      customComponents,
    }),
    [session, params, navigate, confirm, t],
  );
}
