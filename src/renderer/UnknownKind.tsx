import { Alert } from '@mantine/core';

/**
 * Shown instead of a silent blank when a spec names a kind the registry does not have (possible only for specs
 * that arrive at run time unchecked). Names the place, the kind and what exists.
 */
export function UnknownKind({ what, kind, where }: { what: 'layout' | 'field' | 'action' | 'component'; kind: string; where: string }) {
  return (
    <Alert color="red" role="alert" title={`Unknown ${what} kind "${kind}"`}>
      {where}
    </Alert>
  );
}
