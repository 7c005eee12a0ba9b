/** Short news of what just happened ("Draft saved"), announced politely and gone after a while. */
import { CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

interface Note {
  id: number;
  title: string;
  description?: string | undefined;
}

const ToastContext = createContext<(title: string, description?: string) => void>(() => undefined);

let counter = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [notes, setNotes] = useState<Note[]>([]);
  const toast = useCallback((title: string, description?: string) => {
    const id = ++counter;
    setNotes((all) => [...all.slice(-2), { id, title, description }]);
  }, []);
  return (
    <ToastContext.Provider value={toast}>
      <Toast.Provider swipeDirection="right" duration={5000}>
        {children}
        {notes.map((note) => (
          <Toast.Root
            key={note.id}
            className="toast"
            onOpenChange={(open) => !open && setNotes((all) => all.filter((n) => n.id !== note.id))}
          >
            <CircleCheck aria-hidden className="toast-icon" />
            <div>
              <Toast.Title className="toast-title">{note.title}</Toast.Title>
              {note.description && (
                <Toast.Description className="muted">{note.description}</Toast.Description>
              )}
            </div>
            <Toast.Close className="icon-button" aria-label="Dismiss">
              <X aria-hidden />
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="toasts" label="Notifications ({hotkey})" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
