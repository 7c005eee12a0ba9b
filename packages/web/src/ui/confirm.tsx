/**
 * Asking before something that cannot be undone, as an accessible alert dialog rather than the
 * browser's `confirm()`: `const confirm = useConfirm(); if (await confirm({...})) …`.
 */
import { AlertDialog } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';

export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  /** The button that goes ahead: "Delete", "Revoke". */
  action: string;
  destructive?: boolean;
}

const ConfirmContext = createContext<(request: ConfirmRequest) => Promise<boolean>>(async () => false);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const close = (yes: boolean) => {
    answer.current(yes);
    setRequest(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <AlertDialog.Root open={request !== null} onOpenChange={(open) => !open && close(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay" />
          <AlertDialog.Content className="modal small">
            <AlertDialog.Title className="modal-title">{request?.title}</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="muted">{request?.body}</div>
            </AlertDialog.Description>
            <div className="actions end">
              <AlertDialog.Cancel className="btn secondary">Cancel</AlertDialog.Cancel>
              <AlertDialog.Action
                className={`btn ${request?.destructive ? 'danger' : 'primary'}`}
                onClick={() => close(true)}
              >
                {request?.action}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  );
}

export const useConfirm = () => useContext(ConfirmContext);
